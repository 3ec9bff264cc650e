import { preRegisterSchema } from '@shared/schemas/community.schemas';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useToast } from '../../../components/toast/toast.atoms';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/Field';
import { usePreRegister } from '../api/pre-register.api';

export function NotifyMeForm() {
  const preRegister = usePreRegister();
  const { toast } = useToast();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useZodForm(preRegisterSchema, { defaultValues: { email: '' } });

  const onSubmit = handleSubmit((values) =>
    preRegister.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Registered!', description: "You'll be notified when the store launches." });
        reset();
      },
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to register. Please try again.',
          variant: 'destructive',
        }),
    }),
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Store launch notification"
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <div className="flex-1">
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <Button type="submit" className="sm:mt-7" disabled={preRegister.isPending}>
        {preRegister.isPending ? 'Registering...' : 'Notify Me'}
      </Button>
    </form>
  );
}
