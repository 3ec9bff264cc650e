import { useState } from 'react';
import { FormAlert } from '../../../components/form/FormAlert';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Button } from '../../../components/ui/Button';
import { PasswordField } from '../../../components/ui/PasswordField';
import { ApiError, errorText } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { MAIL_NS } from '../../../lib/i18n/namespaces/mail';
import { useLanguage } from '../../../lib/language';
import { Link } from '../../../lib/links';
import { useLinkToken } from '../../../lib/link-token';
import { useResetPassword } from './password-reset.api';

/**
 * The shared password rules, the confirmation and the matching rule, loaded with the first check
 * (the schema library too: it is not part of the page's first load).
 */
const schema = async () => {
  const [{ z }, { registerSchema }, { PASSWORD_MISMATCH }] = await Promise.all([
    import('zod'),
    import('@shared/schemas/auth.schemas'),
    import('@shared/schemas/auth.messages'),
  ]);
  return z
    .object({ password: registerSchema.shape.password, confirmPassword: z.string() })
    .refine((values) => values.password === values.confirmPassword, {
      path: ['confirmPassword'],
      message: PASSWORD_MISMATCH,
    });
};

/** The new password (twice); then a link to sign in with it. */
export function ResetPasswordForm() {
  const { t } = useTranslation(MAIL_NS);
  const language = useLanguage();
  const token = useLinkToken();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(schema, { defaultValues: { password: '', confirmPassword: '' } });

  // A page opened without a token keeps its form (as prerendered) until it is sent; a refused
  // token (unknown, used or expired) is 410. Either way there is nothing to retry here.
  const [sentWithoutToken, setSentWithoutToken] = useState(false);
  const invalidLink =
    sentWithoutToken || (reset.error instanceof ApiError && reset.error.status === 410);
  if (reset.isSuccess || invalidLink) {
    return (
      <div className="flex flex-col gap-5 text-center">
        <p role="status">{reset.isSuccess ? t('reset.done') : t('reset.invalid')}</p>
        <Link
          to={reset.isSuccess ? '/auth/login' : '/auth/forgot-password'}
          className="font-semibold text-gold underline-offset-4 hover:underline"
        >
          {reset.isSuccess ? t('reset.signIn') : t('reset.requestNew')}
        </Link>
      </div>
    );
  }
  const onSubmit = handleSubmit(({ password }) => {
    if (!token) setSentWithoutToken(true);
    else reset.mutate({ token, password, language });
  });
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="flex flex-col gap-5"
      aria-label={t('reset.title')}
    >
      <FormAlert message={reset.isError ? errorText(reset.error, t('reset.failed')) : null} />
      <PasswordField
        label={t('reset.password')}
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={t('reset.confirm')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" disabled={reset.isPending}>
        {reset.isPending ? t('reset.saving') : t('reset.submit')}
      </Button>
    </form>
  );
}
