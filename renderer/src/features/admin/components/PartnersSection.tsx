import { PARTNER_STATUSES, type PartnerStatus } from '@shared/enums';
import type { PartnerApplication } from '@shared/schemas/partner-accounts.schemas';
import { useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '../../../components/toast/toast.atoms';
import { Button } from '../../../components/ui/Button';
import { TextAreaField } from '../../../components/ui/Field';
import { FilterButtons } from '../../../components/ui/FilterButtons';
import { Modal } from '../../../components/ui/Modal';
import { errorText } from '../../../lib/api-client';
import { useEdition, useTranslation } from '../../../lib/i18n';
import { LOCALES } from '../../../lib/i18n/format';
import { ADMIN_NS } from '../../../lib/i18n/namespaces/admin';
import { useApprovePartner, usePartnerApplications, useRejectPartner } from '../api/admin.api';
import { type AdminColumn, AdminTable } from './AdminTable';

/** The reason of a rejection, mailed to the applicant in the application's language. */
function RejectDialog({
  application,
  onClose,
}: {
  application: PartnerApplication;
  onClose: () => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const { toast } = useToast();
  const reject = useRejectPartner();
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    reject.mutate(
      { id: application.id, reason },
      {
        onSuccess: () => {
          toast({ title: t('partners.rejected'), description: application.name });
          onClose();
        },
      },
    );
  };
  return (
    <Modal open onClose={onClose} title={t('partners.rejectTitle', { name: application.name })}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <TextAreaField
          label={t('partners.reason')}
          hint={t('partners.reasonHint')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={reject.error ? errorText(reject.error, t('members.failed')) : undefined}
          maxLength={2000}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="danger" disabled={reject.isPending}>
            {t('partners.reject')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('members.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** The partnership applications queue: approve (the contact is invited) or reject with a reason. */
export function PartnersSection() {
  const { t } = useTranslation(ADMIN_NS);
  const edition = useEdition();
  const { toast } = useToast();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status') ?? 'PENDING';
  const status = (PARTNER_STATUSES as readonly string[]).includes(raw)
    ? (raw as PartnerStatus)
    : '';
  const applications = usePartnerApplications(status);
  const approve = useApprovePartner();
  const [rejecting, setRejecting] = useState<PartnerApplication | null>(null);

  const columns = useMemo<AdminColumn<PartnerApplication>[]>(
    () => [
      { accessorKey: 'name', header: t('partners.company') },
      {
        id: 'contact',
        header: t('partners.contact'),
        accessorFn: (row) => `${row.contactName ?? ''} ${row.contactEmail ?? ''}`.trim(),
        cell: (c) => (
          <span className="flex flex-col">
            <span>{c.row.original.contactName}</span>
            <bdi className="text-mist">{c.row.original.contactEmail}</bdi>
          </span>
        ),
      },
      { accessorKey: 'language', header: t('partners.language') },
      {
        accessorKey: 'submittedAt',
        header: t('partners.submitted'),
        sortFn: 'text',
        cell: (c) =>
          new Intl.DateTimeFormat(LOCALES[edition], { dateStyle: 'medium' }).format(
            new Date(c.getValue<string>()),
          ),
      },
      {
        accessorKey: 'status',
        header: t('partners.status'),
        cell: (c) => (
          <span className="flex flex-col">
            <span>{t(`partners.statuses.${c.row.original.status}`)}</span>
            {c.row.original.rejectionReason && (
              <span className="text-mist">{c.row.original.rejectionReason}</span>
            )}
          </span>
        ),
      },
      {
        id: 'actions',
        header: t('members.actions'),
        enableSorting: false,
        cell: (c) =>
          c.row.original.status === 'PENDING' && (
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                disabled={approve.isPending}
                aria-label={t('partners.approveLabel', { name: c.row.original.name })}
                onClick={() =>
                  approve.mutate(c.row.original.id, {
                    onSuccess: () =>
                      toast({ title: t('partners.approved'), description: c.row.original.name }),
                    onError: (error) =>
                      toast({
                        title: t('members.failed'),
                        description: errorText(error, ''),
                        variant: 'destructive',
                      }),
                  })
                }
              >
                {t('partners.approve')}
              </Button>
              <Button
                size="sm"
                variant="danger"
                aria-label={t('partners.rejectLabel', { name: c.row.original.name })}
                onClick={() => setRejecting(c.row.original)}
              >
                {t('partners.reject')}
              </Button>
            </div>
          ),
      },
    ],
    [t, edition, approve, toast],
  );

  return (
    <section aria-labelledby="partners-heading" className="flex flex-col gap-5">
      <h2 id="partners-heading" className="font-display text-3xl tracking-wide text-gold">
        {t('partners.heading')}
      </h2>
      <FilterButtons
        label={t('partners.status')}
        options={[
          ...PARTNER_STATUSES.map((value) => ({ value, label: t(`partners.statuses.${value}`) })),
          { value: '' as const, label: t('partners.all') },
        ]}
        value={status}
        onChange={(value) => setParams({ status: value || 'ALL' })}
      />
      {applications.isError && (
        <p className="text-danger">{errorText(applications.error, t('members.failed'))}</p>
      )}
      {applications.data && (
        <AdminTable label={t('partners.heading')} columns={columns} data={applications.data} />
      )}
      {rejecting && <RejectDialog application={rejecting} onClose={() => setRejecting(null)} />}
    </section>
  );
}
