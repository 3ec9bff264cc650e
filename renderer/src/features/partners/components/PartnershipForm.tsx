import { partnershipApplicationSchema } from '@shared/schemas/partners.schemas';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useToast } from '../../../components/toast/toast.atoms';
import { Button } from '../../../components/ui/Button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/Field';
import { errorText } from '../../../lib/api-client';
import { useApplyForPartnership } from '../api/partnerships.api';
import {
  BUDGET_OPTIONS,
  CAMPAIGN_TYPE_OPTIONS,
  COMPANY_SIZE_OPTIONS,
  INDUSTRY_OPTIONS,
} from '../options';

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
          title: 'Application submitted!',
          description:
            "We'll review your partnership proposal and get back to you within 3-5 business days.",
        });
        reset();
        onSubmitted();
      },
      onError: (error) =>
        toast({
          title: 'Application failed',
          description: errorText(error, 'Please try again'),
          variant: 'destructive',
        }),
    }),
  );

  return (
    <form
      id="partnership-form"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label="Partnership application"
      className="grid gap-5 rounded-2xl border border-gold/30 bg-night p-6 sm:grid-cols-2 sm:p-8"
    >
      <TextField
        label="Company Name *"
        autoComplete="organization"
        error={errors.companyName?.message}
        {...register('companyName')}
      />
      <SelectField
        label="Industry *"
        placeholder="Select your industry"
        options={INDUSTRY_OPTIONS}
        error={errors.industry?.message}
        {...register('industry')}
      />
      <TextField
        label="Contact Name *"
        autoComplete="name"
        error={errors.contactName?.message}
        {...register('contactName')}
      />
      <TextField
        label="Contact Email *"
        type="email"
        autoComplete="email"
        error={errors.contactEmail?.message}
        {...register('contactEmail')}
      />
      <TextField
        label="Website"
        type="url"
        autoComplete="url"
        placeholder="https://example.com"
        error={errors.website?.message}
        {...register('website')}
      />
      <SelectField
        label="Company Size"
        placeholder="Select company size"
        options={COMPANY_SIZE_OPTIONS}
        error={errors.companySize?.message}
        {...register('companySize')}
      />
      <SelectField
        label="Campaign Type"
        placeholder="Select a campaign type"
        options={CAMPAIGN_TYPE_OPTIONS}
        error={errors.campaignType?.message}
        {...register('campaignType')}
      />
      <SelectField
        label="Proposed Budget"
        placeholder="Select a budget range"
        options={BUDGET_OPTIONS}
        error={errors.proposedBudget?.message}
        {...register('proposedBudget')}
      />
      <div className="sm:col-span-2">
        <TextAreaField
          label="Company Description *"
          placeholder="Tell us about your company and your audience"
          error={errors.description?.message}
          {...register('description')}
        />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          label="Partnership Goals"
          placeholder="What would you like this partnership to achieve?"
          error={errors.goals?.message}
          {...register('goals')}
        />
      </div>
      <div className="sm:col-span-2">
        <TextField
          label="Timeline"
          placeholder="e.g. Q3 2025 launch"
          error={errors.timeline?.message}
          {...register('timeline')}
        />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={apply.isPending}>
          {apply.isPending ? 'Submitting...' : 'Submit Application'}
        </Button>
      </div>
    </form>
  );
}
