import type { Character, CharacterId } from './types.js';

/** The five guardians, in the order the Heroes grid shows them. */
export const CHARACTERS: readonly Character[] = [
  {
    id: 'jalal',
    name: 'Jalal',
    title: 'The Desert Fire',
    element: 'Fire',
    powers: ['Flame Mastery', 'Mirage Walk', "Falcon's Sight", 'Ember Shield'],
    origin:
      "Jalal grew up among the dunes of the Rub' al Khali, a falconer like his grandfather, reading the wind the way others read books. On the night of the great alignment a falling star landed in his open hands and did not burn him. Now the flame of the desert lives in him: it lights the way for lost travellers and turns back any storm that threatens the caravans.",
    symbolism:
      'The campfire of Arab hospitality: a flame that welcomes every traveller and is never allowed to go out. His falcon stands for patience, loyalty and a heritage passed from grandfather to grandson.',
    image: '/art/heroes/jalal.svg',
    color: 'text-orange-400',
    icon: 'flame',
    ar: {
      name: 'جلال',
      title: 'نار الصحراء',
      element: 'النار',
      powers: ['سيد اللهب', 'السير في السراب', 'بصر الصقر', 'درع الجمر'],
      origin:
        'نشأ جلال بين كثبان الربع الخالي صقّارًا كجدّه، يقرأ الريح كما يقرأ غيره الكتب. وفي ليلة الاصطفاف العظيم هبط نجمٌ في كفّيه المفتوحتين فلم يحرقه. ومنذ ذلك الحين تسكنه نار الصحراء: تنير الطريق للمسافرين التائهين، وتردّ كل عاصفة تهدّد القوافل.',
      symbolism:
        'نار الضيافة العربية: شعلةٌ ترحّب بكل عابر سبيل ولا يُسمح لها أن تنطفئ. ويرمز صقره إلى الصبر والوفاء وتراثٍ يتوارثه الأحفاد عن الأجداد.',
    },
  },
  {
    id: 'nazra',
    name: 'Nazra',
    title: 'Guardian of Earth',
    element: 'Earth',
    powers: ['Earth Shaping', 'Living Growth', 'Seismic Sense', 'Root Binding'],
    origin:
      'Nazra is a botanist from Al-Ahsa, the great oasis where a million palms drink from ancient springs. She always said the trees could talk; nobody believed her until the night of the great alignment, when the earth itself answered her. She can wake seeds that slept for centuries, move stone like clay and feel every footstep on the land she protects.',
    symbolism:
      'The date palm, the tree of life of the peninsula, which gives everything and wastes nothing. Nazra stands for patience, care for the land and the knowledge that what is planted today feeds the generations to come.',
    image: '/art/heroes/nazra.svg',
    color: 'text-green-400',
    icon: 'leaf',
    ar: {
      name: 'نظرة',
      title: 'حارسة الأرض',
      element: 'الأرض',
      powers: ['تشكيل الأرض', 'النماء الحي', 'حسّ الزلازل', 'قيد الجذور'],
      origin:
        'نظرة عالمة نبات من الأحساء، الواحة الكبرى التي يرتوي فيها مليون نخلة من ينابيع قديمة. كانت تقول دائمًا إن الأشجار تتكلم، ولم يصدّقها أحد حتى ليلة الاصطفاف العظيم، حين أجابتها الأرض نفسها. صارت توقظ بذورًا نامت قرونًا، وتطوّع الحجر كالطين، وتحسّ بكل خطوة على الأرض التي تحميها.',
      symbolism:
        'النخلة، شجرة الحياة في الجزيرة، تعطي كل شيء ولا يضيع منها شيء. ترمز نظرة إلى الصبر ورعاية الأرض، وإلى أن ما يُغرس اليوم يُطعم الأجيال القادمة.',
    },
  },
  {
    id: 'falqan',
    name: 'Falqan',
    title: 'Guardian of Water',
    element: 'Water',
    powers: ['Tide Command', 'Deep Breath', 'Rain Calling', 'Pearl Shield'],
    origin:
      "Falqan comes from a family of pearl divers on the Gulf coast, and he learned to hold his breath before he learned to read. When a spark of the great alignment fell into the sea beside his grandfather's old dhow, the tide rose to meet him. He commands the currents, calls rain to thirsty land and carries the courage of every diver who ever came home with a pearl.",
    symbolism:
      'The pearl, won from the deep by courage and shared breath. Falqan honours the seafarers and divers of the Gulf, and reminds a desert people that water is the most precious gift of all.',
    image: '/art/heroes/falqan.svg',
    color: 'text-cyan-400',
    icon: 'wave',
    ar: {
      name: 'فلقان',
      title: 'حارس الماء',
      element: 'الماء',
      powers: ['أمر المدّ', 'النَّفَس العميق', 'استدعاء المطر', 'درع اللؤلؤ'],
      origin:
        'ينحدر فلقان من عائلة غوّاصي لؤلؤ على ساحل الخليج، وتعلّم حبس أنفاسه قبل أن يتعلّم القراءة. وحين سقطت شرارةٌ من الاصطفاف العظيم في البحر بجوار سفينة جدّه القديمة، ارتفع المدّ لملاقاته. صار يأمر التيارات، ويستدعي المطر للأرض العطشى، ويحمل شجاعة كل غوّاص عاد يومًا بلؤلؤة.',
      symbolism:
        'اللؤلؤة التي تُنتزع من الأعماق بالشجاعة وتقاسم الأنفاس. يكرّم فلقان بحّارة الخليج وغوّاصيه، ويذكّر أهل الصحراء بأن الماء أثمن العطايا.',
    },
  },
  {
    id: 'fahd',
    name: 'Fahd Al-Samaa',
    title: 'The Sky Cheetah',
    element: 'Sky / Cosmic',
    powers: ['Supersonic Speed', 'Flight', 'Star Navigation', 'Gravity Pulse', 'Cosmic Sight'],
    origin:
      'Fahd was an engineer on the team that sent the Hope probe to Mars, a dreamer who counted stars from the rooftops of Dubai. During the great alignment a signal reached him that no antenna had ever caught: the sky itself was calling. He runs faster than sound, flies above the clouds and reads the stars like a map his ancestors drew.',
    symbolism:
      'The Arabian cheetah, once the swiftest hunter of these lands, reborn among the stars; some call him the Sky Panther. Fahd is the bridge between the star-guided navigators of old and the region’s journey into space.',
    image: '/art/heroes/fahd.svg',
    color: 'text-purple-400',
    icon: 'star',
    ar: {
      name: 'فهد السماء',
      title: 'فهد الأجواء',
      element: 'السماء / الكون',
      powers: ['سرعة تفوق الصوت', 'الطيران', 'الملاحة بالنجوم', 'نبضة الجاذبية', 'البصر الكوني'],
      origin:
        'كان فهد مهندسًا في الفريق الذي أرسل مسبار الأمل إلى المريخ، حالمًا يعدّ النجوم من أسطح دبي. وفي أثناء الاصطفاف العظيم وصلته إشارةٌ لم يلتقطها هوائيٌّ قط: كانت السماء نفسها تناديه. يركض أسرع من الصوت، ويحلّق فوق الغيوم، ويقرأ النجوم كخريطةٍ رسمها أجداده.',
      symbolism:
        'الفهد العربي، أسرع صيّادي هذه الأرض في الماضي، يُبعث من جديد بين النجوم؛ ويسمّيه بعضهم نمر السماء. فهد هو الجسر بين ملّاحي الأمس الذين اهتدوا بالنجوم ورحلة المنطقة إلى الفضاء.',
    },
  },
  {
    id: 'asad',
    name: 'Asad AlUla',
    title: 'The Lion of AlUla',
    element: 'Stone / Heritage',
    powers: ['Sandstone Skin', "Lion's Roar", 'Ancient Memory', 'Mountain Strength'],
    origin:
      'Asad keeps watch over the carved tombs of Hegra in AlUla, where the Nabataeans cut their names into the mountains two thousand years ago. A restorer of old inscriptions, he knew every carving by heart. When the great alignment woke the stone, its strength woke in him: his skin turns to sandstone, his roar shakes the valley and he remembers what the ancients knew.',
    symbolism:
      'The lion carved above the old tombs of AlUla: guardian of memory, courage and the dignity of heritage. Asad anchors the guardians to the past so they never forget who they protect.',
    image: '/art/heroes/asad.svg',
    color: 'text-amber-400',
    icon: 'crown',
    ar: {
      name: 'أسد العُلا',
      title: 'ليث العُلا',
      element: 'الحجر / التراث',
      powers: ['جلد من الحجر الرملي', 'زئير الأسد', 'الذاكرة القديمة', 'قوة الجبال'],
      origin:
        'يحرس أسد المقابر المنحوتة في الحِجر بالعُلا، حيث نقش الأنباط أسماءهم في الجبال قبل ألفي عام. كان مرمّمًا للنقوش القديمة يحفظ كل نقشٍ عن ظهر قلب. وحين أيقظ الاصطفاف العظيم الحجر، استيقظت قوّته فيه: يتحوّل جلده إلى حجرٍ رملي، ويهزّ زئيره الوادي، ويتذكّر ما عرفه الأقدمون.',
      symbolism:
        'الأسد المنحوت فوق مقابر العُلا القديمة: حارس الذاكرة والشجاعة وكرامة التراث. يربط أسد الحرّاس بماضيهم كي لا ينسوا أبدًا من يحمون.',
    },
  },
];

export const CHARACTER_IDS: readonly CharacterId[] = CHARACTERS.map((character) => character.id);

export const findCharacter = (id: string): Character | undefined =>
  CHARACTERS.find((character) => character.id === id);
