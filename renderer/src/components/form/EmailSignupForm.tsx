import type { UseMutationResult } from '@tanstack/react-query';
import type { EmailSignup } from '@shared/schemas/community.schemas';
import { ApiError, lazySchema } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { EMAIL_LISTS_NS } from '../../lib/i18n/namespaces/emailLists';
import { useToast } from '../toast/toast.atoms';
import { Button } from '../ui/Button';
import { TextField } from '../ui/Field';
import { useZodForm } from './use-zod-form';

/** The answer of both sign-ups, parsed when it arrives. */
export const emailSignupAnswer = lazySchema(
  async () => (await import('@shared/schemas/community.schemas')).emailSignupSchema,
);

interface EmailSignupFormProps {
  /** Sends { email }; newsletter and store pre-registration share this shape and its schema. */
  mutation: UseMutationResult<EmailSignup, Error, { email: string }>;
  /** Whose texts the answers use. */
  list: 'newsletter' | 'store';
  ariaLabel: string;
  submitLabel: string;
  pendingLabel: string;
  /** The title of the toast after a first sign-up (the specification's). */
  sentTitle: string;
  /** The description of the destructive "Error" toast; the form keeps what was typed. */
  failure: string;
}

/**
 * A one-field email form (newsletter, store launch notification). The address confirms by the link
 * mailed to it: the toast says what was done (sent, sent again, already subscribed).
 */
// The page opens without the schema library: it loads with the first check.
const newsletterSchema = async () =>
  (await import('@shared/schemas/community.schemas')).newsletterSchema;

export function EmailSignupForm({
  mutation,
  list,
  ariaLabel,
  submitLabel,
  pendingLabel,
  sentTitle,
  failure,
}: EmailSignupFormProps) {
  const { toast } = useToast();
  const { t } = useTranslation();
  const { t: tl } = useTranslation(EMAIL_LISTS_NS);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useZodForm(newsletterSchema, { defaultValues: { email: '' } });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: ({ email, status }) => {
        toast(
          status === 'confirmation-sent'
            ? { title: sentTitle, description: tl(`${list}.sentText`, { email }) }
            : status === 'confirmation-resent'
              ? {
                  title: tl(`${list}.resentTitle`),
                  description: tl(`${list}.resentText`, { email }),
                }
              : {
                  title: tl(`${list}.alreadyTitle`),
                  description: tl(`${list}.alreadyText`, { email }),
                },
        );
        reset();
      },
      onError: (error) =>
        toast({
          title: t('common.error'),
          description: error instanceof ApiError && error.status === 429 ? tl('justSent') : failure,
          variant: 'destructive',
        }),
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
