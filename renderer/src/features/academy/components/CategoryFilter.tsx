import { useTranslation } from '../../../lib/i18n';
import { COURSE_CATEGORIES } from '@shared/enums';
import { FilterButtons } from '../../../components/ui/FilterButtons';
import { ALL_CATEGORIES } from '../filter-courses';

export function CategoryFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (category: string) => void;
}) {
  const { t } = useTranslation();
  const options = [
    { value: ALL_CATEGORIES, label: t('academy.allCourses') },
    ...COURSE_CATEGORIES.map((category) => ({
      value: category,
      label: t(`academy.category.${category}`),
    })),
  ];
  return (
    <FilterButtons
      label={t('academy.categories')}
      options={options}
      value={value}
      onChange={onChange}
    />
  );
}
