import { useRef } from 'react';
import { useTranslation, useValidationText } from '../../../lib/i18n';
import { ACCOUNT_NS } from '../../../lib/i18n/namespaces/account';
import { errorText } from '../../../lib/api-client';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useToast } from '../../../components/toast/toast.atoms';
import { Button } from '../../../components/ui/Button';
import { PasswordField } from '../../../components/ui/PasswordField';
import { fieldError, useChangePassword } from '../api/account.api';
import { AccountSection } from './AccountSection';

// The profile opens without the schema library: it comes with the form's first check.
const passwordFormSchema = async () => (await import('./password-form.schema')).passwordFormSchema;

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change the password: the current one, the new one twice. Other sessions end on success. */
export function PasswordSection() {
  const { t } = useTranslation(ACCOUNT_NS);
  const common = useTranslation().t;
  const text = useValidationText();
  const change = useChangePassword();
  const { toast } = useToast();
  const formElement = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useZodForm(passwordFormSchema, { defaultValues: EMPTY });

  const onSubmit = handleSubmit(({ confirmPassword: _confirm, ...body }) =>
    change.mutate(body, {
      onSuccess: () => {
        // The fields are the browser's own (uncontrolled): empty them there and in the form state.
        formElement.current?.reset();
        reset(EMPTY);
        toast({ title: t('password.changed'), description: t('password.changedText') });
      },
      onError: (error) =>
        toast({
          title: t('password.failed'),
          description: text(errorText(error, common('common.tryAgain'))),
          variant: 'destructive',
        }),
    }),
  );
  const serverError = (field: string) => fieldError(change.error, field);

  return (
    <AccountSection id="password" title={t('password.heading')}>
      <form
        ref={formElement}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="flex flex-col gap-4"
      >
        <PasswordField
          label={t('password.current')}
          autoComplete="current-password"
          error={errors.currentPassword?.message ?? serverError('currentPassword')}
          {...register('currentPassword')}
        />
        <PasswordField
          label={t('password.new')}
          autoComplete="new-password"
          error={errors.newPassword?.message ?? serverError('newPassword')}
          {...register('newPassword')}
        />
        <PasswordField
          label={t('password.confirm')}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" disabled={change.isPending} className="self-start">
          {change.isPending ? t('password.saving') : t('password.submit')}
        </Button>
      </form>
    </AccountSection>
  );
}
