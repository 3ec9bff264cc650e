import { useTranslation, useValidationText } from '../../../lib/i18n';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useToast } from '../../../components/toast/toast.atoms';
import { Button } from '../../../components/ui/Button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/Field';
import { errorText } from '../../../lib/api-client';
import { useApplyForPartnership } from '../api/partnerships.api';
import {
  COMPANY_SIZES,
  INDUSTRIES,
  PARTNERSHIP_CAMPAIGN_TYPES,
  PROPOSED_BUDGETS,
} from '@shared/enums';

// The page opens without the schema library: it loads with the first check.
const partnershipApplicationSchema = async () =>
  (await import('@shared/schemas/partners.schemas')).partnershipApplicationSchema;

// The industry stays unset so the select shows its placeholder until one is chosen.
const EMPTY = {
  companyName: '',
  contactName: '',
  contactEmail: '',
  website: '',
  companySize: '',
  campaignType: '',
  proposedBudget: '',
  description: '',
  goals: '',
  timeline: '',
} as const;

/** The partnership application; `onSubmitted` hides it after a successful submission. */
export function PartnershipForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { t } = useTranslation();
  const text = useValidationText();
  const industries = INDUSTRIES.map((value) => ({
    value,
    label: t(`partners.industries.${value}`),
  }));
  const sizes = COMPANY_SIZES.map((value) => ({
    value,
    label: t('partners.employees', { size: value }),
  }));
  const campaignTypes = PARTNERSHIP_CAMPAIGN_TYPES.map((value) => ({
    value,
    label: t(`partners.campaignTypes.${value}`),
  }));
  const budgets = PROPOSED_BUDGETS.map((value) => ({
    value,
    label: t(`partners.budgets.${value}`),
  }));
  const apply = useApplyForPartnership();
  const { toast } = useToast();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useZodForm(partnershipApplicationSchema, { defaultValues: EMPTY });

  const onSubmit = handleSubmit((values) =>
    apply.mutate(values, {
      onSuccess: () => {
        toast({
          title: t('partners.submitted'),
          description: t('partners.submittedText'),
        });
        reset();
        onSubmitted();
      },
      onError: (error) =>
        toast({
          title: t('partners.failed'),
          description: text(errorText(error, t('common.tryAgain'))),
          variant: 'destructive',
        }),
    }),
  );

  return (
    <form
      id="partnership-form"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={t('partners.form')}
      className="grid gap-5 rounded-2xl border border-gold/30 bg-night p-6 sm:grid-cols-2 sm:p-8"
    >
      <TextField
        label={t('partners.companyName')}
        autoComplete="organization"
        error={errors.companyName?.message}
        {...register('companyName')}
      />
      <SelectField
        label={t('partners.industry')}
        placeholder={t('partners.selectIndustry')}
        options={industries}
        error={errors.industry?.message}
        {...register('industry')}
      />
      <TextField
        label={t('partners.contactName')}
        autoComplete="name"
        error={errors.contactName?.message}
        {...register('contactName')}
      />
      <TextField
        label={t('partners.contactEmail')}
        type="email"
        autoComplete="email"
        error={errors.contactEmail?.message}
        {...register('contactEmail')}
      />
      <TextField
        label={t('partners.website')}
        type="url"
        autoComplete="url"
        placeholder="https://example.com"
        error={errors.website?.message}
        {...register('website')}
      />
      <SelectField
        label={t('partners.companySize')}
        placeholder={t('partners.selectSize')}
        options={sizes}
        error={errors.companySize?.message}
        {...register('companySize')}
      />
      <SelectField
        label={t('partners.campaignType')}
        placeholder={t('partners.selectCampaign')}
        options={campaignTypes}
        error={errors.campaignType?.message}
        {...register('campaignType')}
      />
      <SelectField
        label={t('partners.budget')}
        placeholder={t('partners.selectBudget')}
        options={budgets}
        error={errors.proposedBudget?.message}
        {...register('proposedBudget')}
      />
      <div className="sm:col-span-2">
        <TextAreaField
          label={t('partners.description')}
          placeholder={t('partners.descriptionPlaceholder')}
          error={errors.description?.message}
          {...register('description')}
        />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          label={t('partners.goals')}
          placeholder={t('partners.goalsPlaceholder')}
          error={errors.goals?.message}
          {...register('goals')}
        />
      </div>
      <div className="sm:col-span-2">
        <TextField
          label={t('partners.timeline')}
          placeholder={t('partners.timelinePlaceholder')}
          error={errors.timeline?.message}
          {...register('timeline')}
        />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={apply.isPending}>
          {apply.isPending ? t('partners.submitting') : t('partners.submit')}
        </Button>
      </div>
    </form>
  );
}
