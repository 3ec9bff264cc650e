import { Link, useNavigate } from '../../../lib/links';
import { PRODUCT_NAME } from '@shared/constants';
import { PASSWORD_MISMATCH, PASSWORD_TOO_SHORT } from '@shared/schemas/auth.schemas';
import { FormAlert } from '../../../components/form/FormAlert';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useToast } from '../../../components/toast/toast.atoms';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/Field';
import { PasswordField } from '../../../components/ui/PasswordField';
import { errorText } from '../../../lib/api-client';
import { useRegister, withoutEmpty } from '../api/auth.api';
import { consumeRedirect } from '../redirect';
import { passwordProblem, registerFormSchema } from './register-form.schema';

export function RegisterForm() {
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
  const passwordsOk = () => {
    const problem = passwordProblem(getValues());
    if (problem === 'mismatch')
      toast({ title: 'Password mismatch', description: PASSWORD_MISMATCH, variant: 'destructive' });
    if (problem === 'too-short')
      toast({
        title: 'Password too short',
        description: PASSWORD_TOO_SHORT,
        variant: 'destructive',
      });
    return problem === null;
  };

  const onSubmit = handleSubmit(
    ({ confirmPassword: _confirm, ...values }) => {
      if (!passwordsOk()) return;
      registerUser.mutate(withoutEmpty(values) as typeof values, {
        onSuccess: () => {
          toast({
            title: `Welcome to ${PRODUCT_NAME}!`,
            description: 'Your account has been created successfully.',
          });
          void navigate(consumeRedirect(), { replace: true });
        },
        onError: (error) =>
          toast({
            title: 'Registration failed',
            description: errorText(error, 'Please try again'),
            variant: 'destructive',
          }),
      });
    },
    () => {
      passwordsOk();
    },
  );

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="flex flex-col gap-5"
      aria-label="Create account"
    >
      <FormAlert
        message={registerUser.isError ? errorText(registerUser.error, 'Registration failed') : null}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First Name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField
        label="Username (Optional)"
        autoComplete="username"
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" disabled={registerUser.isPending}>
        {registerUser.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
      <p className="text-center text-sm text-mist">
        Already have an account?{' '}
        <Link
          to="/auth/login"
          className="font-semibold text-gold underline-offset-4 hover:underline"
        >
          Sign in
        </Link>
      </p>
    </form>
  );
}
