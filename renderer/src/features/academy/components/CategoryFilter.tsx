import { COURSE_CATEGORIES } from '@shared/enums';
import { ALL_CATEGORIES } from '../filter-courses';

const OPTIONS = [
  { value: ALL_CATEGORIES, label: 'All Courses' },
  ...COURSE_CATEGORIES.map((category) => ({ value: category, label: category })),
];

export function CategoryFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (category: string) => void;
}) {
  return (
    <div role="group" aria-label="Course categories" className="flex flex-wrap gap-2">
      {OPTIONS.map((option) => {
        const active = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option.value)}
            className={`min-h-10 rounded-full border px-4 text-sm font-medium transition-colors ${
              active
                ? 'border-gold bg-gold text-ink'
                : 'border-line bg-night text-mist hover:border-gold/60 hover:text-sand'
            }`}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
