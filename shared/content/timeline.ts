import type { TimelineEra } from './types.js';

/** The three eras of the universe timeline, shown alternating left and right. */
export const TIMELINE_ERAS: readonly TimelineEra[] = [
  {
    era: 'The Ancient Age',
    description:
      'When caravans of frankincense crossed the peninsula and the Nabataeans carved their cities into the mountains, the first guardians walked among them. They kept the wells, guided the travellers by the stars and sealed away the darkness that hunts the desert.',
    image: '/art/eras/1.svg',
    color: 'text-amber-400',
    side: 'left',
    ar: {
      era: 'العصر القديم',
      description:
        'حين عبرت قوافل اللبان شبه الجزيرة ونحت الأنباط مدنهم في الجبال، سار الحرّاس الأوائل بين الناس. حفظوا الآبار، وهدوا المسافرين بالنجوم، وحبسوا الظلام الذي يطارد الصحراء.',
    },
  },
  {
    era: 'The Age of Silence',
    description:
      'The first guardians faded into legend and their sparks slept beneath the sand and the sea. Their deeds survived only in lullabies, in carvings no one could read and in the old saying that the stars would one day call the guardians home.',
    image: '/art/eras/2.svg',
    color: 'text-purple-400',
    side: 'right',
    ar: {
      era: 'عصر الصمت',
      description:
        'توارى الحرّاس الأوائل في الأساطير، ونامت شراراتهم تحت الرمال والبحر. ولم يبقَ من مآثرهم إلا تهويدات الأمهات، ونقوشٌ لا يقرؤها أحد، ومثلٌ قديم يقول إن النجوم ستنادي الحرّاس يومًا ليعودوا.',
    },
  },
  {
    era: 'The Rising',
    description:
      'Today, under the great alignment, five sparks have fallen again. A falconer, a botanist, a pearl diver, a space engineer and a keeper of inscriptions have woken as the new guardians, in a region that is racing towards the future without forgetting its past.',
    image: '/art/eras/3.svg',
    color: 'text-blue-400',
    side: 'left',
    ar: {
      era: 'النهوض',
      description:
        'واليوم، تحت الاصطفاف العظيم، سقطت خمس شرارات من جديد. صقّارٌ وعالمة نبات وغوّاص لؤلؤ ومهندس فضاء وحارس نقوش استيقظوا حرّاسًا جددًا، في منطقةٍ تسابق المستقبل دون أن تنسى ماضيها.',
    },
  },
];
