import { useTranslation, useValidationText } from '../../../lib/i18n';
import { Link, useNavigate } from '../../../lib/links';
import { PASSWORD_MISMATCH, PASSWORD_TOO_SHORT } from '@shared/schemas/auth.messages';
import { FormAlert } from '../../../components/form/FormAlert';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useToast } from '../../../components/toast/toast.atoms';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/Field';
import { PasswordField } from '../../../components/ui/PasswordField';
import { errorText } from '../../../lib/api-client';
import { useRegister, withoutEmpty } from '../api/auth.api';
import { consumeRedirect } from '../redirect';
import type { RegisterFormValues } from './register-form.schema';

// The page opens without the schema library: it comes with the form's first check.
const registerForm = () => import('./register-form.schema');
const registerFormSchema = async () => (await registerForm()).registerFormSchema;

export function RegisterForm() {
  const { t } = useTranslation();
  const text = useValidationText();
  const registerUser = useRegister();
  const { toast } = useToast();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useZodForm(registerFormSchema, {
    defaultValues: {
      firstName: '',
      lastName: '',
      username: '',
      email: '',
      password: '',
      confirmPassword: '',
    },
  });

  /** The password rules are announced as toasts; false means nothing may be sent. */
  const passwordsOk = async (values: RegisterFormValues) => {
    const problem = (await registerForm()).passwordProblem(values);
    if (problem === 'mismatch')
      toast({
        title: t('auth.mismatchTitle'),
        description: text(PASSWORD_MISMATCH),
        variant: 'destructive',
      });
    if (problem === 'too-short')
      toast({
        title: t('auth.tooShortTitle'),
        description: text(PASSWORD_TOO_SHORT),
        variant: 'destructive',
      });
    return problem === null;
  };

  const onSubmit = handleSubmit(
    async ({ confirmPassword: _confirm, ...values }) => {
      if (!(await passwordsOk(getValues()))) return;
      registerUser.mutate(withoutEmpty(values) as typeof values, {
        onSuccess: () => {
          toast({
            title: t('auth.welcome', { product: t('product') }),
            description: t('auth.created'),
          });
          void navigate(consumeRedirect(), { replace: true });
        },
        onError: (error) =>
          toast({
            title: t('auth.registrationFailed'),
            description: text(errorText(error, t('common.tryAgain'))),
            variant: 'destructive',
          }),
      });
    },
    async () => {
      await passwordsOk(getValues());
    },
  );

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="flex flex-col gap-5"
      aria-label={t('auth.registerForm')}
    >
      <FormAlert
        message={
          registerUser.isError ? errorText(registerUser.error, t('auth.registrationFailed')) : null
        }
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('auth.firstName')}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label={t('auth.lastName')}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField
        label={t('auth.usernameOptional')}
        autoComplete="username"
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label={t('auth.password')}
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" disabled={registerUser.isPending}>
        {registerUser.isPending ? t('auth.creating') : t('auth.create')}
      </Button>
      <p className="text-center text-sm text-mist">
        {t('auth.haveAccount')}{' '}
        <Link
          to="/auth/login"
          className="font-semibold text-gold underline-offset-4 hover:underline"
        >
          {t('auth.signInLink')}
        </Link>
      </p>
    </form>
  );
}
