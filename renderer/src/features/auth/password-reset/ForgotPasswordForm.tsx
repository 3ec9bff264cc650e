import { useState } from 'react';
import { FormAlert } from '../../../components/form/FormAlert';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/Field';
import { errorText } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { MAIL_NS } from '../../../lib/i18n/namespaces/mail';
import { useLanguage } from '../../../lib/language';
import { Link } from '../../../lib/links';
import { useForgotPassword } from './password-reset.api';

const schema = async () =>
  (await import('@shared/schemas/password-reset.schemas')).forgotPasswordSchema;

function BackToSignIn() {
  const { t } = useTranslation(MAIL_NS);
  return (
    <Link to="/auth/login" className="font-semibold text-gold underline-offset-4 hover:underline">
      {t('forgot.back')}
    </Link>
  );
}

/** The address to send a reset link to; afterwards the same words whatever the address. */
export function ForgotPasswordForm() {
  const { t } = useTranslation(MAIL_NS);
  const { t: common } = useTranslation();
  const language = useLanguage();
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(schema, { defaultValues: { email: '', language } });

  const onSubmit = handleSubmit((values) =>
    forgot.mutate({ ...values, language }, { onSuccess: () => setSentTo(values.email) }),
  );

  if (sentTo) {
    return (
      <div className="flex flex-col gap-5 text-center">
        <p role="status">{t('forgot.sent', { email: sentTo })}</p>
        <BackToSignIn />
      </div>
    );
  }
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="flex flex-col gap-5"
      aria-label={t('forgot.title')}
    >
      <FormAlert message={forgot.isError ? errorText(forgot.error, t('forgot.failed')) : null} />
      <TextField
        label={common('auth.email')}
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" size="lg" disabled={forgot.isPending}>
        {forgot.isPending ? t('forgot.sending') : t('forgot.submit')}
      </Button>
      <p className="text-center text-sm">
        <BackToSignIn />
      </p>
    </form>
  );
}
