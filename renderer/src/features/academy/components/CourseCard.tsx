import type { CourseCategory } from '@shared/enums';
import { useTranslation } from '../../../lib/i18n';
import type { Course } from '@shared/schemas/academy.schemas';
import { Button } from '../../../components/ui/Button';
import { courseFacts } from '../course-facts';

export function CourseCard({
  course,
  onEnroll,
}: {
  course: Course;
  onEnroll: (course: Course) => void;
}) {
  const { t } = useTranslation();
  const facts = courseFacts(course, t);
  return (
    <article
      aria-labelledby={`course-${course.id}`}
      data-testid="course-card"
      className="lazy-layout flex flex-col overflow-hidden rounded-2xl border border-line bg-night transition-colors hover:border-gold/50"
    >
      <div className="relative">
        <img
          src={course.image}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          className="aspect-video w-full bg-dusk object-cover"
        />
        {course.featured === 1 && (
          <span className="absolute start-3 top-3 rounded-full bg-gold px-3 py-1 text-xs font-bold tracking-wider text-ink">
            {t('academy.featured')}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
          <span className="rounded-full bg-royal/20 px-2.5 py-1 text-[#a9c0ff]">
            {t(`academy.category.${course.category as CourseCategory}`, {
              defaultValue: course.category,
            })}
          </span>
          <span className="rounded-full bg-pearl/15 px-2.5 py-1 text-pearl">{facts.level}</span>
        </div>
        <h3 id={`course-${course.id}`} className="mt-3 text-xl font-bold text-sand">
          {course.title}
        </h3>
        <p className="mt-2 flex-1 text-sm text-mist">{course.description}</p>
        <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="sr-only">{t('academy.duration')}</dt>
            <dd className="text-mist">
              <span aria-hidden="true">⏱ </span>
              {facts.duration}
            </dd>
          </div>
          <div>
            <dt className="sr-only">{t('academy.format')}</dt>
            <dd className="text-mist">
              <span aria-hidden="true">▣ </span>
              {facts.shortFormat}
            </dd>
          </div>
        </dl>
        <div className="mt-5 flex items-center justify-between gap-3">
          <p className="text-lg font-bold text-gold">
            <span className="sr-only">{t('academy.price')}</span>
            {facts.price}
          </p>
          <Button
            size="sm"
            onClick={() => onEnroll(course)}
            aria-label={t('academy.enrollIn', { title: course.title })}
          >
            {t('academy.enroll')}
          </Button>
        </div>
      </div>
    </article>
  );
}
