import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ACCOUNT_NS } from '../../../lib/i18n/namespaces/account';
import { useNavigate } from '../../../lib/links';
import { errorText } from '../../../lib/api-client';
import { useToast } from '../../../components/toast/toast.atoms';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { PasswordField } from '../../../components/ui/PasswordField';
import { fieldError, useDeleteAccount } from '../api/account.api';
import { AccountSection } from './AccountSection';

/** Deleting the account: what goes with it, then a dialog that asks for the password. */
export function DeleteAccountSection() {
  const { t } = useTranslation(ACCOUNT_NS);
  const common = useTranslation().t;
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const { toast } = useToast();

  // mutateAsync settles even though the page unmounts as the account disappears.
  const confirm = async () => {
    try {
      await remove.mutateAsync({ password });
    } catch {
      return; // shown under the password field
    }
    toast({ title: t('delete.deleted'), description: t('delete.deletedText') });
    await navigate('/', { replace: true });
  };

  return (
    <AccountSection id="delete" title={t('delete.heading')} intro={t('delete.intro')}>
      <Button variant="danger" className="self-start" onClick={() => setOpen(true)}>
        {t('delete.open')}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('delete.heading')}>
        <form
          noValidate
          className="mt-4 flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <p className="text-mist">{t('delete.intro')}</p>
          <PasswordField
            label={t('delete.password')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={
              remove.isError
                ? (fieldError(remove.error, 'password') ??
                  errorText(remove.error, common('common.tryAgain')))
                : undefined
            }
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="danger" disabled={remove.isPending || !password}>
              {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('delete.cancel')}
            </Button>
          </div>
        </form>
      </Modal>
    </AccountSection>
  );
}
