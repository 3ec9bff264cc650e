import { Link, useNavigate } from '../../../lib/links';
import { loginSchema } from '@shared/schemas/auth.schemas';
import { FormAlert } from '../../../components/form/FormAlert';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useToast } from '../../../components/toast/toast.atoms';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/Field';
import { PasswordField } from '../../../components/ui/PasswordField';
import { errorText } from '../../../lib/api-client';
import { useLogin } from '../api/auth.api';
import { consumeRedirect } from '../redirect';

export function LoginForm() {
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
        toast({ title: 'Welcome back!', description: "You've been successfully logged in." });
        void navigate(consumeRedirect(), { replace: true });
      },
      onError: (error) =>
        toast({
          title: 'Login failed',
          description: errorText(error, 'Invalid credentials'),
          variant: 'destructive',
        }),
    }),
  );

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="flex flex-col gap-5"
      aria-label="Sign in"
    >
      <FormAlert message={login.isError ? errorText(login.error, 'Login failed') : null} />
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
        autoComplete="current-password"
        placeholder="Your password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="lg" disabled={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
      <p className="text-center text-sm text-mist">
        Don&apos;t have an account?{' '}
        <Link
          to="/auth/register"
          className="font-semibold text-gold underline-offset-4 hover:underline"
        >
          Sign up
        </Link>
      </p>
    </form>
  );
}
