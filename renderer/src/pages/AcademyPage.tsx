import { useTranslation } from '../lib/i18n';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Course } from '@shared/schemas/academy.schemas';
import { PageHero } from '../components/ui/PageHero';
import { useCourses } from '../features/academy/api/courses.api';
import { AcademyShowcase } from '../features/academy/components/AcademyShowcase';
import { CategoryFilter } from '../features/academy/components/CategoryFilter';
import { CourseCard } from '../features/academy/components/CourseCard';
import { FeaturedCurriculum } from '../features/academy/components/FeaturedCurriculum';
import { ALL_CATEGORIES, featuredCourse, filterCourses } from '../features/academy/filter-courses';
import { useAddressFilters } from '../lib/first-render';

// The enrolment form (and its form and validation libraries) loads when a course is first chosen.
const EnrollmentDialog = lazy(() =>
  import('../features/academy/components/EnrollmentDialog').then((module) => ({
    default: module.EnrollmentDialog,
  })),
);

export default function AcademyPage() {
  const { t } = useTranslation();
  const courses = useCourses();
  // The filters live in the address, so a filtered list can be shared.
  const [params, setParams] = useSearchParams();
  // The prerendered HTML lists every course: a shared link's filters apply once the page is live.
  const filtering = useAddressFilters(params.has('category') || params.has('q'));
  const category = (filtering && params.get('category')) || ALL_CATEGORIES;
  const search = (filtering && params.get('q')) || '';
  const [enrolling, setEnrolling] = useState<Course | null>(null);
  // Once opened, the dialog stays mounted so that closing it plays out and hands focus back.
  const [dialogUsed, setDialogUsed] = useState(false);
  const enroll = (course: Course) => {
    setDialogUsed(true);
    setEnrolling(course);
  };

  const setFilter = (key: 'category' | 'q', value: string, empty: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === empty) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const all = courses.data ?? [];
  const visible = filterCourses(all, category, search);
  const featured = featuredCourse(all);

  return (
    <>
      <PageHero eyebrow={t('academy.eyebrow')} title={t('academy.title')}>
        {t('academy.intro')}
      </PageHero>
      <div className="mx-auto flex max-w-7xl flex-col gap-16 px-4 py-12">
        <section aria-labelledby="courses-heading" className="flex flex-col gap-6">
          <h2 id="courses-heading" className="font-display text-4xl tracking-wide text-gold">
            {t('academy.courses')}
          </h2>
          <div className="max-w-xl">
            <label htmlFor="course-search" className="text-sm font-medium text-sand">
              {t('academy.search')}
            </label>
            <input
              id="course-search"
              type="search"
              value={search}
              onChange={(event) => setFilter('q', event.target.value, '')}
              placeholder={t('academy.searchPlaceholder')}
              className="mt-1.5 w-full rounded-lg border border-line bg-night px-3 py-2.5 text-sand placeholder:text-mist/70 focus:border-gold focus:outline-none"
            />
          </div>
          <CategoryFilter
            value={category}
            onChange={(value) => setFilter('category', value, ALL_CATEGORIES)}
          />
          {courses.isLoading ? (
            <p role="status" className="py-12 text-center text-mist">
              {t('academy.loading')}
            </p>
          ) : visible.length === 0 ? (
            <p role="status" className="py-12 text-center text-mist">
              {t('academy.none')}
            </p>
          ) : (
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {visible.map((course) => (
                <CourseCard key={course.id} course={course} onEnroll={enroll} />
              ))}
            </div>
          )}
        </section>
        <AcademyShowcase />
        {featured && <FeaturedCurriculum course={featured} onEnroll={enroll} />}
      </div>
      {dialogUsed && (
        <Suspense fallback={null}>
          <EnrollmentDialog course={enrolling} onClose={() => setEnrolling(null)} />
        </Suspense>
      )}
    </>
  );
}
