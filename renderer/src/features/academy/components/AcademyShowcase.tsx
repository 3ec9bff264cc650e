import { useEdition, useTranslation } from '../../../lib/i18n';
const PILLARS_EN = [
  {
    title: 'Learn by making',
    text: 'Every cohort ships a real piece of the universe: a short film, a comic chapter, a soundscape or a virtual set.',
  },
  {
    title: 'Mentors from the industry',
    text: 'Directors, writers, animators and engineers from studios in Riyadh, Dubai, Beirut and Cairo.',
  },
  {
    title: 'Rooted in our heritage',
    text: 'Stories, sounds and symbols of the Arab world, told with the tools of tomorrow.',
  },
] as const;

const PORTFOLIO_EN = [
  {
    title: 'Guardians of Dubai: motion comic',
    meta: 'Production · Audio & Sound',
    text: 'A cohort adapted episode 001 into a two-minute motion comic with an original score.',
  },
  {
    title: 'AlUla at dusk: virtual set',
    meta: 'Virtual Production · Cinematography',
    text: 'A real-time desert set lit for night scenes, used in the Asad AlUla trailer.',
  },
  {
    title: 'Voices of the souq',
    meta: 'Journalism · Cultural Studies',
    text: 'A documentary podcast on the craftspeople whose patterns inspired the guardians’ armour.',
  },
  {
    title: 'Sky Panther drone rig',
    meta: 'Robotics · AI & Tech',
    text: 'A programmable camera drone that flies the chase shots of Fahd Al-Samaa.',
  },
] as const;

type Texts<T> = T extends string ? string : { -readonly [K in keyof T]: Texts<T[K]> };

const PILLARS_AR: Texts<typeof PILLARS_EN> = [
  {
    title: 'التعلّم بالصنع',
    text: 'تُنجز كل دفعة قطعةً حقيقية من الكون: فيلمًا قصيرًا، أو فصلًا من قصة مصورة، أو مشهدًا صوتيًا، أو موقع تصوير افتراضيًا.',
  },
  {
    title: 'مرشدون من أهل الصناعة',
    text: 'مخرجون وكتّاب ورسّامو تحريك ومهندسون من استوديوهات الرياض ودبي وبيروت والقاهرة.',
  },
  {
    title: 'متجذّرون في تراثنا',
    text: 'حكايات العالم العربي وأصواته ورموزه، تُروى بأدوات الغد.',
  },
];

const PORTFOLIO_AR: Texts<typeof PORTFOLIO_EN> = [
  {
    title: 'حرّاس دبي: قصة مصورة متحركة',
    meta: 'الإنتاج · الصوت والهندسة الصوتية',
    text: 'حوّلت إحدى الدفعات الحلقة 001 إلى قصة مصورة متحركة مدتها دقيقتان بموسيقى أصلية.',
  },
  {
    title: 'العُلا عند الغروب: موقع تصوير افتراضي',
    meta: 'الإنتاج الافتراضي · التصوير السينمائي',
    text: 'موقع صحراوي بالزمن الحقيقي مُضاء لمشاهد الليل، استُخدم في الإعلان الترويجي لأسد العُلا.',
  },
  {
    title: 'أصوات السوق',
    meta: 'الصحافة · الدراسات الثقافية',
    text: 'بودكاست وثائقي عن الحرفيين الذين ألهمت نقوشهم دروع الحرّاس.',
  },
  {
    title: 'منصة طائرة فهد السماء',
    meta: 'الروبوتات · الذكاء الاصطناعي والتقنية',
    text: 'طائرة تصوير قابلة للبرمجة تصوّر مشاهد المطاردة لفهد السماء.',
  },
];

/** The academy's fixed sections: why it exists and what students have made. */
export function AcademyShowcase() {
  const { t } = useTranslation();
  const arabic = useEdition() === 'ar';
  const pillars = arabic ? PILLARS_AR : PILLARS_EN;
  const portfolio = arabic ? PORTFOLIO_AR : PORTFOLIO_EN;
  return (
    <>
      <section aria-labelledby="pillars-heading">
        <h2 id="pillars-heading" className="font-display text-4xl tracking-wide text-gold">
          {t('academy.why')}
        </h2>
        <div className="mt-6 grid gap-5 md:grid-cols-3">
          {pillars.map((pillar) => (
            <div key={pillar.title} className="rounded-2xl border border-line bg-night p-6">
              <h3 className="text-lg font-bold text-sand">{pillar.title}</h3>
              <p className="mt-2 text-mist">{pillar.text}</p>
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="portfolio-heading">
        <h2 id="portfolio-heading" className="font-display text-4xl tracking-wide text-gold">
          {t('academy.portfolio')}
        </h2>
        <p className="mt-2 text-mist">{t('academy.portfolioText')}</p>
        <div className="mt-6 grid gap-5 sm:grid-cols-2">
          {portfolio.map((piece) => (
            <article
              key={piece.title}
              className="rounded-2xl border border-line bg-gradient-to-br from-dusk to-night p-6"
            >
              <p className="text-xs font-semibold tracking-wider text-pearl uppercase">
                {piece.meta}
              </p>
              <h3 className="mt-2 text-lg font-bold text-sand">{piece.title}</h3>
              <p className="mt-2 text-mist">{piece.text}</p>
            </article>
          ))}
        </div>
      </section>
    </>
  );
}
