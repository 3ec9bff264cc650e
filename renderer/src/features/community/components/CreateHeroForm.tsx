import { HERO_ELEMENTS } from '@shared/enums';
import { heroSchema } from '@shared/schemas/community.schemas';
import { PRODUCT_NAME } from '@shared/constants';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useToast } from '../../../components/toast/toast.atoms';
import { Button } from '../../../components/ui/Button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/Field';
import { useCreateHero } from '../api/heroes.api';

const ELEMENT_OPTIONS = HERO_ELEMENTS.map((element) => ({ value: element, label: element }));

export function CreateHeroForm() {
  const createHero = useCreateHero();
  const { toast } = useToast();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useZodForm(heroSchema, { defaultValues: { name: '', element: '', origin: '' } });

  const onSubmit = handleSubmit((values) =>
    createHero.mutate(values, {
      onSuccess: () => {
        toast({
          title: 'Hero Created!',
          description: `Your hero has been added to the ${PRODUCT_NAME} universe.`,
        });
        reset();
      },
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to create hero. Please try again.',
          variant: 'destructive',
        }),
    }),
  );

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label="Create your hero"
      className="flex flex-col gap-4"
    >
      <TextField label="Hero Name" error={errors.name?.message} {...register('name')} />
      <SelectField
        label="Element Power"
        placeholder="Select an element"
        options={ELEMENT_OPTIONS}
        error={errors.element?.message}
        {...register('element')}
      />
      <TextAreaField
        label="Origin Story"
        placeholder="Where does your hero come from, and what awakened their power?"
        error={errors.origin?.message}
        {...register('origin')}
      />
      <Button type="submit" disabled={createHero.isPending}>
        {createHero.isPending ? 'Creating...' : 'Create Hero'}
      </Button>
    </form>
  );
}
