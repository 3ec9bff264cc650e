import { useEdition, useTranslation } from '../../../lib/i18n';
import { HERO_ELEMENTS } from '@shared/enums';
import { PRODUCT_NAME } from '@shared/constants';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useToast } from '../../../components/toast/toast.atoms';
import { Button } from '../../../components/ui/Button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/Field';
import { ApiError } from '../../../lib/api-client';
import { HEROES_NS } from '../../../lib/i18n/namespaces/heroes';
import { useCreateHero } from '../api/heroes.api';

// The page opens without the schema library: it loads with the first check.
const heroSchema = async () => (await import('@shared/schemas/community.schemas')).heroSchema;

export function CreateHeroForm() {
  const { t } = useTranslation();
  const { t: heroes } = useTranslation(HEROES_NS);
  const language = useEdition();
  const elementOptions = HERO_ELEMENTS.map((element) => ({
    value: element,
    label: t(`community.elements.${element}`),
  }));
  const createHero = useCreateHero();
  const { toast } = useToast();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useZodForm(heroSchema, { defaultValues: { name: '', element: '', origin: '' } });

  const onSubmit = handleSubmit((values) =>
    createHero.mutate(values, {
      onSuccess: () => {
        toast({
          title: t('community.created'),
          description: t('community.createdText', {
            product: language === 'en' ? PRODUCT_NAME : t('product'),
          }),
        });
        reset();
      },
      onError: (error) =>
        toast({
          title: t('common.error'),
          // 403: the moderators blocked this submitter.
          description:
            error instanceof ApiError && error.status === 403
              ? heroes('submitterBlocked')
              : t('community.createFailed'),
          variant: 'destructive',
        }),
    }),
  );

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={t('community.heroForm')}
      className="flex flex-col gap-4"
    >
      <TextField
        label={t('community.heroName')}
        error={errors.name?.message}
        {...register('name')}
      />
      <SelectField
        label={t('community.element')}
        placeholder={t('community.selectElement')}
        options={elementOptions}
        error={errors.element?.message}
        {...register('element')}
      />
      <TextAreaField
        label={t('community.origin')}
        placeholder={t('community.originPlaceholder')}
        error={errors.origin?.message}
        {...register('origin')}
      />
      <Button type="submit" disabled={createHero.isPending}>
        {createHero.isPending ? t('community.creating') : t('community.create')}
      </Button>
      <p className="text-sm text-mist">{t('community.heldForReview')}</p>
    </form>
  );
}
