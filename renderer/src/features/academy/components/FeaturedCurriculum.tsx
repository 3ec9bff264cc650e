import { useTranslation } from '../../../lib/i18n';
import type { Course } from '@shared/schemas/academy.schemas';
import { Button } from '../../../components/ui/Button';

/** The featured course in depth: the first five syllabus items, the first four outcomes. */
export function FeaturedCurriculum({
  course,
  onEnroll,
}: {
  course: Course;
  onEnroll: (course: Course) => void;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="curriculum-heading"
      className="rounded-3xl border border-gold/30 bg-night p-6 sm:p-10"
    >
      <p className="text-sm font-semibold tracking-[0.25em] text-pearl uppercase">
        {t('academy.curriculum')}
      </p>
      <h2 id="curriculum-heading" className="mt-2 font-display text-4xl tracking-wide text-gold">
        {course.title}
      </h2>
      <div className="mt-8 grid gap-8 md:grid-cols-2">
        <div>
          <h3 className="text-lg font-bold text-sand">{t('academy.study')}</h3>
          <ol className="mt-4 space-y-3">
            {course.syllabus.slice(0, 5).map((item, index) => (
              <li key={item} className="flex gap-3 text-mist">
                <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-gold/15 text-sm font-bold text-gold">
                  {index + 1}
                </span>
                <span className="pt-0.5">{item}</span>
              </li>
            ))}
          </ol>
        </div>
        <div>
          <h3 className="text-lg font-bold text-sand">{t('academy.able')}</h3>
          <ul className="mt-4 space-y-3">
            {course.outcomes.slice(0, 4).map((item) => (
              <li key={item} className="flex gap-3 text-mist">
                <span aria-hidden="true" className="pt-0.5 text-gold">
                  ✓
                </span>
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="mt-10 flex flex-col items-start gap-4 rounded-2xl bg-gradient-to-r from-gold/15 to-royal/15 p-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sand">{t('academy.cohorts')}</p>
        <Button size="lg" onClick={() => onEnroll(course)} className="shrink-0">
          {t('academy.enrollIn', { title: course.title })}
        </Button>
      </div>
    </section>
  );
}
