import { COURSE_CATEGORIES } from '@shared/enums';
import { FilterButtons } from '../../../components/ui/FilterButtons';
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
    <FilterButtons label="Course categories" options={OPTIONS} value={value} onChange={onChange} />
  );
}
