import { useTranslation, useValidationText } from '../../../lib/i18n';
import { MAIL_NS } from '../../../lib/i18n/namespaces/mail';
import { Link, useNavigate } from '../../../lib/links';
import { FormAlert } from '../../../components/form/FormAlert';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useToast } from '../../../components/toast/toast.atoms';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/Field';
import { PasswordField } from '../../../components/ui/PasswordField';
import { errorText } from '../../../lib/api-client';
import { useLogin } from '../api/auth.api';
import { consumeRedirect } from '../redirect';

// The page opens without the schema library: it loads with the first check.
const loginSchema = async () => (await import('@shared/schemas/auth.schemas')).loginSchema;

export function LoginForm() {
  const { t } = useTranslation();
  const { t: mail } = useTranslation(MAIL_NS);
  const text = useValidationText();
  const login = useLogin();
  const { toast } = useToast();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(loginSchema, { defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: () => {
        toast({ title: t('auth.welcomeBack'), description: t('auth.loggedIn') });
        void navigate(consumeRedirect(), { replace: true });
      },
      onError: (error) =>
        toast({
          title: t('auth.loginFailed'),
          description: text(errorText(error, t('auth.invalidCredentials'))),
          variant: 'destructive',
        }),
    }),
  );

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="flex flex-col gap-5"
      aria-label={t('auth.signInForm')}
    >
      <FormAlert message={login.isError ? errorText(login.error, t('auth.loginFailed')) : null} />
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email webauthn"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label={t('auth.password')}
        autoComplete="current-password"
        placeholder={t('auth.passwordPlaceholder')}
        error={errors.password?.message}
        {...register('password')}
      />
      <Link
        to="/auth/forgot-password"
        className="-mt-3 self-end text-sm font-semibold text-gold underline-offset-4 hover:underline"
      >
        {mail('forgot.link')}
      </Link>
      <Button type="submit" size="lg" disabled={login.isPending}>
        {login.isPending ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
      <p className="text-center text-sm text-mist">
        {t('auth.noAccount')}{' '}
        <Link
          to="/auth/register"
          className="font-semibold text-gold underline-offset-4 hover:underline"
        >
          {t('auth.signUp')}
        </Link>
      </p>
    </form>
  );
}
