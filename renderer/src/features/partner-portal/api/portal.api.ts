import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
// The portal is its own chunk: its schemas come with it, never to a visitor.
import {
  apiKeySchema,
  type CreateApiKeyBody,
  newApiKeySchema,
} from '@shared/schemas/api-keys.schemas';
import { campaignReportSchema } from '@shared/schemas/measurement.schemas';
import { partnerCampaignSchema } from '@shared/schemas/partner-api.schemas';
import {
  invitationSentSchema,
  partnerAccountSchema,
} from '@shared/schemas/partner-accounts.schemas';
import {
  type CreateWebhookBody,
  newWebhookSecretSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
} from '@shared/schemas/webhooks.schemas';
import { ApiError, apiJson, getQueryFn } from '../../../lib/api-client';

const ACCOUNT = '/api/partner/account';
const KEYS = '/api/partner/keys';
const V1 = '/api/partner/v1';
const WEBHOOKS = `${V1}/webhooks`;

/** The signed-in account's partner; null when it belongs to none (403) or is signed out. */
export function usePartnerAccount() {
  return useQuery({
    queryKey: [ACCOUNT],
    queryFn: async (context) => {
      try {
        return await getQueryFn(partnerAccountSchema)(context);
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) return null;
        throw error;
      }
    },
    retry: false,
  });
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiJson(partnerAccountSchema, 'POST', '/api/partner/invitations/accept', { token }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export const useInviteColleague = () =>
  useMutation({
    mutationFn: (email: string) =>
      apiJson(invitationSentSchema, 'POST', '/api/partner/invitations', { email }),
  });

export const useCampaigns = () =>
  useQuery({ queryKey: [`${V1}/campaigns`], queryFn: getQueryFn(partnerCampaignSchema.array()) });

/** A campaign's report per day over its flight (the same numbers as the API's). */
export const useReport = (campaignId: string) =>
  useQuery({
    queryKey: [`${V1}/campaigns/${campaignId}/report?by=day`],
    queryFn: getQueryFn(campaignReportSchema),
  });

export const reportCsvUrl = (campaignId: string) =>
  `${V1}/campaigns/${campaignId}/report.csv?by=day`;

/** A write that reads `key`'s list again once done. */
function useWrite<V, R>(key: string, run: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: (query) =>
          typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(key),
      }),
  });
}

export const useKeys = () =>
  useQuery({ queryKey: [KEYS], queryFn: getQueryFn(apiKeySchema.array()) });
export const useCreateKey = () =>
  useWrite(KEYS, (body: CreateApiKeyBody) => apiJson(newApiKeySchema, 'POST', KEYS, body));
export const useRevokeKey = () =>
  useWrite(KEYS, (id: string) => apiJson(apiKeySchema, 'POST', `${KEYS}/${id}/revoke`));
export const useRollKey = () =>
  useWrite(KEYS, (id: string) =>
    apiJson(newApiKeySchema, 'POST', `${KEYS}/${id}/roll`, { graceHours: 24 }),
  );

export const useWebhooks = () =>
  useQuery({ queryKey: [WEBHOOKS], queryFn: getQueryFn(webhookEndpointSchema.array()) });
export const useDeliveries = (id: string) =>
  useQuery({
    queryKey: [`${WEBHOOKS}/${id}/deliveries`],
    queryFn: getQueryFn(webhookDeliverySchema.array()),
    refetchInterval: 5_000,
  });
export const useAddWebhook = () =>
  useWrite(WEBHOOKS, (body: CreateWebhookBody) =>
    apiJson(newWebhookSecretSchema, 'POST', WEBHOOKS, body),
  );
export const useRotateSecret = () =>
  useWrite(WEBHOOKS, (id: string) =>
    apiJson(newWebhookSecretSchema, 'POST', `${WEBHOOKS}/${id}/rotate-secret`, { graceHours: 24 }),
  );
export const useTestWebhook = () =>
  useWrite(WEBHOOKS, (id: string) =>
    apiJson(webhookDeliverySchema, 'POST', `${WEBHOOKS}/${id}/test`),
  );
export const useRemoveWebhook = () =>
  useWrite(WEBHOOKS, (id: string) => apiJson(webhookEndpointSchema, 'DELETE', `${WEBHOOKS}/${id}`));
export const useReplay = () =>
  useWrite(WEBHOOKS, ({ id, deliveryId }: { id: string; deliveryId: string }) =>
    apiJson(webhookDeliverySchema, 'POST', `${WEBHOOKS}/${id}/deliveries/${deliveryId}/replay`),
  );
