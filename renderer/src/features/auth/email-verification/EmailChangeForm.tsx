import { useState } from 'react';
import { FormAlert } from '../../../components/form/FormAlert';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/Field';
import { errorText } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { MAIL_ACCOUNT_NS } from '../../../lib/i18n/namespaces/mailAccount';
import { useChangeEmail } from './email-verification.api';

const schema = async () =>
  (await import('@shared/schemas/email-verification.schemas')).emailChangeSchema;

/** A new address: a link goes to it, and the change happens when it is followed. */
export function EmailChangeForm() {
  const { t } = useTranslation(MAIL_ACCOUNT_NS);
  const change = useChangeEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(schema, { defaultValues: { newEmail: '' } });
  const onSubmit = handleSubmit((values) =>
    change.mutate(values, { onSuccess: () => setSentTo(values.newEmail) }),
  );
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="mt-4 flex flex-col gap-3"
    >
      <FormAlert
        message={change.isError ? errorText(change.error, t('emailSettings.changeFailed')) : null}
      />
      {sentTo && (
        <p role="status" className="text-sm text-mist">
          {t('emailSettings.changeSent', { email: sentTo })}
        </p>
      )}
      <TextField
        label={t('emailSettings.newEmail')}
        type="email"
        autoComplete="email"
        error={errors.newEmail?.message}
        {...register('newEmail')}
      />
      <Button type="submit" variant="secondary" className="self-start" disabled={change.isPending}>
        {change.isPending ? t('emailSettings.changing') : t('emailSettings.change')}
      </Button>
    </form>
  );
}
