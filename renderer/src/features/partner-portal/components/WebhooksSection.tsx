import { WEBHOOK_EVENT_TYPES, type WebhookEndpoint } from '@shared/schemas/webhooks.schemas';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { CheckboxGroup } from '../../../components/ui/CheckboxGroup';
import { TextField } from '../../../components/ui/Field';
import { errorText } from '../../../lib/api-client';
import { useEdition, useTranslation } from '../../../lib/i18n';
import { formatDate } from '../../../lib/i18n/format';
import { PARTNER_PORTAL_NS } from '../../../lib/i18n/namespaces/partnerPortal';
import {
  useAddWebhook,
  useDeliveries,
  useRemoveWebhook,
  useReplay,
  useRotateSecret,
  useTestWebhook,
  useWebhooks,
} from '../api/portal.api';
import { OnceSecret } from './OnceSecret';

type EventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** An endpoint's delivery log: each message, its attempts, and a replay. */
function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation(PARTNER_PORTAL_NS);
  const language = useEdition();
  const deliveries = useDeliveries(endpoint.id);
  const replay = useReplay();
  if (!deliveries.data) return null;
  if (deliveries.data.length === 0)
    return <p className="mt-3 text-mist">{t('webhooks.noDeliveries')}</p>;
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-sm text-mist">
        <thead>
          <tr className="text-sand">
            <th className="p-2 text-start">{t('webhooks.event')}</th>
            <th className="p-2 text-start">{t('webhooks.sentAt')}</th>
            <th className="p-2 text-start">{t('webhooks.result')}</th>
            <th className="p-2 text-start">{t('webhooks.attempts')}</th>
            <th className="p-2 text-start">{t('webhooks.replay')}</th>
          </tr>
        </thead>
        <tbody>
          {deliveries.data.map((delivery) => (
            <tr key={delivery.id} data-testid="delivery" className="border-t border-line">
              <td className="p-2" dir="ltr">
                {delivery.eventType}
              </td>
              <td className="p-2">{formatDate(delivery.createdAt, language)}</td>
              <td className="p-2">{t(`webhooks.${delivery.status}`)}</td>
              <td className="p-2" dir="ltr">
                {delivery.attempts.map((a) => a.statusCode ?? a.error).join(', ')}
              </td>
              <td className="p-2">
                {delivery.status !== 'pending' && endpoint.status === 'enabled' && (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => replay.mutate({ id: endpoint.id, deliveryId: delivery.id })}
                  >
                    {t('webhooks.replay')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The partner's webhook endpoints: add (secret shown once), test, rotate, delete, the log. */
export function WebhooksSection() {
  const { t } = useTranslation(PARTNER_PORTAL_NS);
  const webhooks = useWebhooks();
  const add = useAddWebhook();
  const rotate = useRotateSecret();
  const test = useTestWebhook();
  const remove = useRemoveWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<EventType[]>([...WEBHOOK_EVENT_TYPES]);
  const [open, setOpen] = useState<string | null>(null);
  const shown = rotate.data?.secret ?? add.data?.secret;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rotate.reset();
    add.mutate({ url, events, description: undefined }, { onSuccess: () => setUrl('') });
  };
  const failure = add.error ?? rotate.error ?? test.error ?? remove.error;
  return (
    <section aria-labelledby="webhooks-heading" className="flex flex-col gap-5">
      <h2 id="webhooks-heading" className="text-2xl font-bold text-sand">
        {t('webhooks.heading')}
      </h2>
      <form onSubmit={submit} className="flex max-w-xl flex-col gap-3">
        <TextField
          label={t('webhooks.url')}
          type="url"
          dir="ltr"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          required
          maxLength={2000}
        />
        <CheckboxGroup
          legend={t('webhooks.events')}
          options={WEBHOOK_EVENT_TYPES}
          value={events}
          onChange={setEvents}
        />
        <Button type="submit" disabled={add.isPending}>
          {t('webhooks.add')}
        </Button>
      </form>
      {failure && (
        <p role="alert" className="text-danger">
          {errorText(failure, t('failed'))}
        </p>
      )}
      {shown && <OnceSecret label={t('webhooks.secretShown')} secret={shown} />}
      {webhooks.data?.length === 0 && <p className="text-mist">{t('webhooks.none')}</p>}
      {webhooks.data?.map((endpoint) => (
        <article
          key={endpoint.id}
          data-testid="webhook"
          className="rounded-2xl border border-line p-4"
        >
          <p className="break-all font-semibold text-sand" dir="ltr">
            {endpoint.url}
          </p>
          <p className="text-sm text-mist">
            {t(`webhooks.${endpoint.status}`)} · <span dir="ltr">{endpoint.events.join(', ')}</span>
          </p>
          {endpoint.disabledReason && (
            <p className="text-sm text-danger">{endpoint.disabledReason}</p>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" onClick={() => test.mutate(endpoint.id)}>
              {t('webhooks.test')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                add.reset();
                rotate.mutate(endpoint.id);
              }}
            >
              {t('webhooks.rotate')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-expanded={open === endpoint.id}
              onClick={() => setOpen(open === endpoint.id ? null : endpoint.id)}
            >
              {open === endpoint.id ? t('webhooks.hideLog') : t('webhooks.log')}
            </Button>
            <Button size="sm" variant="danger" onClick={() => remove.mutate(endpoint.id)}>
              {t('webhooks.remove')}
            </Button>
          </div>
          {open === endpoint.id && <DeliveryLog endpoint={endpoint} />}
        </article>
      ))}
    </section>
  );
}
