import { useTranslation } from '../../lib/i18n';
import type { UseMutationResult } from '@tanstack/react-query';
import { useToast, type ToastInput } from '../toast/toast.atoms';
import { Button } from '../ui/Button';
import { TextField } from '../ui/Field';
import { useZodForm } from './use-zod-form';

interface EmailSignupFormProps {
  /** Sends { email }; newsletter and store pre-registration share this shape and its schema. */
  mutation: UseMutationResult<unknown, Error, { email: string }>;
  ariaLabel: string;
  submitLabel: string;
  pendingLabel: string;
  success: ToastInput;
  /** The description of the destructive "Error" toast; the form keeps what was typed. */
  failure: string;
}

/** A one-field email form (newsletter, store launch notification). */
// The page opens without the schema library: it loads with the first check.
const newsletterSchema = async () =>
  (await import('@shared/schemas/community.schemas')).newsletterSchema;

export function EmailSignupForm({
  mutation,
  ariaLabel,
  submitLabel,
  pendingLabel,
  success,
  failure,
}: EmailSignupFormProps) {
  const { toast } = useToast();
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useZodForm(newsletterSchema, { defaultValues: { email: '' } });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        toast(success);
        reset();
      },
      onError: () =>
        toast({ title: t('common.error'), description: failure, variant: 'destructive' }),
    }),
  );

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={ariaLabel}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <div className="flex-1">
        <TextField
          label={t('emailForm.email')}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <Button type="submit" className="sm:mt-7" disabled={mutation.isPending}>
        {mutation.isPending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
