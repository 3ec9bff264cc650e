import { useTranslation, useValidationText } from '../../../lib/i18n';
import { useEffect, useState } from 'react';
import type { PublicUser } from '@shared/schemas/auth.schemas';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useToast } from '../../../components/toast/toast.atoms';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/Field';
import { errorText } from '../../../lib/api-client';
import { useUpdateProfile, withoutEmpty } from '../api/auth.api';

const READ_ONLY =
  'read-only:cursor-default read-only:border-transparent read-only:bg-white/[0.03] read-only:px-3';

const formValues = (user: PublicUser) => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  username: user.username ?? '',
});

/** Name and username, read-only until Edit; Save sends them and returns to read-only on success. */
// The page opens without the schema library: it loads with the first check.
const profileUpdateSchema = async () =>
  (await import('@shared/schemas/auth.schemas')).profileUpdateSchema;

export function ProfileForm({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const text = useValidationText();
  const [editing, setEditing] = useState(false);
  const update = useUpdateProfile();
  const { toast } = useToast();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useZodForm(profileUpdateSchema, { defaultValues: formValues(user) });

  // Show what the server now holds whenever the user changes and nobody is typing.
  useEffect(() => {
    if (!editing) reset(formValues(user));
  }, [user, editing, reset]);

  const onSubmit = handleSubmit((values) =>
    update.mutate(withoutEmpty(values), {
      onSuccess: () => {
        toast({
          title: t('profile.updated'),
          description: t('profile.updatedText'),
        });
        setEditing(false);
      },
      onError: (error) =>
        toast({
          title: t('profile.updateFailed'),
          description: text(errorText(error, t('common.tryAgain'))),
          variant: 'destructive',
        }),
    }),
  );

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby="profile-heading"
      className="flex flex-col gap-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="profile-heading" className="font-display text-3xl tracking-wide text-gold">
          {t('profile.info')}
        </h2>
        {editing ? (
          <Button key="save" type="submit" size="sm" disabled={update.isPending}>
            {update.isPending ? t('profile.saving') : t('profile.save')}
          </Button>
        ) : (
          <Button key="edit" variant="secondary" size="sm" onClick={() => setEditing(true)}>
            {t('profile.edit')}
          </Button>
        )}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('auth.firstName')}
          readOnly={!editing}
          className={READ_ONLY}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label={t('auth.lastName')}
          readOnly={!editing}
          className={READ_ONLY}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField
        label={t('auth.username')}
        readOnly={!editing}
        className={READ_ONLY}
        autoComplete="username"
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label={t('auth.email')}
        type="email"
        value={user.email}
        readOnly
        disabled
        hint={t('profile.emailFixed')}
        className="disabled:cursor-not-allowed disabled:opacity-60"
      />
    </form>
  );
}
