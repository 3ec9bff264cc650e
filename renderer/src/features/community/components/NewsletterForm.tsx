import { newsletterSchema } from '@shared/schemas/community.schemas';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useToast } from '../../../components/toast/toast.atoms';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/Field';
import { useSubscribeNewsletter } from '../api/newsletter.api';

export function NewsletterForm() {
  const subscribe = useSubscribeNewsletter();
  const { toast } = useToast();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useZodForm(newsletterSchema, { defaultValues: { email: '' } });

  const onSubmit = handleSubmit((values) =>
    subscribe.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Subscribed!' });
        reset();
      },
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to subscribe. Please try again.',
          variant: 'destructive',
        }),
    }),
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Newsletter"
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
      <Button type="submit" className="sm:mt-7" disabled={subscribe.isPending}>
        {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
      </Button>
    </form>
  );
}
