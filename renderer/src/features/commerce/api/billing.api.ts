import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, getQueryFn, lazySchema } from '../../../lib/api-client';
import type { BillingInterval } from '@shared/billing';
import type { Tier } from '@shared/enums';

const schemas = () => import('@shared/schemas/billing.schemas');
const setupSchema = lazySchema(async () => (await schemas()).billingSetupSchema);
const redirectSchema = lazySchema(async () => (await schemas()).redirectSchema);
const changeResultSchema = lazySchema(async () => (await schemas()).changeResultSchema);
const invoicesSchema = lazySchema(async () => (await schemas()).invoiceSchema.array());
const testCheckoutSchema = lazySchema(async () => (await schemas()).testCheckoutSchema);
const testCardSchema = lazySchema(async () => (await schemas()).testCardBodySchema);

const SETUP_KEY = ['/api/billing'] as const;
const INVOICES_KEY = ['/api/billing/invoices'] as const;
const TEST_CARD_KEY = ['/api/billing/test/card'] as const;

/** Who takes payments here (the test provider says so on every screen). */
export function useBillingSetup() {
  return useQuery({ queryKey: SETUP_KEY, queryFn: getQueryFn(setupSchema), staleTime: Infinity });
}

export function useInvoices() {
  return useQuery({ queryKey: INVOICES_KEY, queryFn: getQueryFn(invoicesSchema) });
}

/** After a change: the session's tier, the membership and the invoices are asked again. */
function useRefreshMembership() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      ['/api/auth/me', '/api/user/subscription', INVOICES_KEY[0], TEST_CARD_KEY[0]].map((key) =>
        queryClient.invalidateQueries({ queryKey: [key] }),
      ),
    );
}

/** Starts buying a plan: answers the checkout page to open. */
export const startCheckout = (tier: Tier, interval: BillingInterval) =>
  apiJson(redirectSchema, 'POST', '/api/billing/checkout', { tier, interval });

export function useChangePlan() {
  const refresh = useRefreshMembership();
  return useMutation({
    mutationFn: (tier: Tier) =>
      apiJson(changeResultSchema, 'POST', '/api/billing/change', { tier }),
    onSettled: refresh,
  });
}

/** Bills the plan annually (now) or monthly (from the end of the annual period). */
export function useSwitchInterval() {
  const refresh = useRefreshMembership();
  return useMutation({
    mutationFn: (interval: BillingInterval) =>
      apiJson(changeResultSchema, 'POST', '/api/billing/interval', { interval }),
    onSettled: refresh,
  });
}

export function useResume() {
  const refresh = useRefreshMembership();
  return useMutation({
    mutationFn: () => apiJson(changeResultSchema, 'POST', '/api/billing/resume'),
    onSettled: refresh,
  });
}

/** The provider's own page for the card (Stripe's Customer Portal). */
export const openPortal = async () => {
  const { url } = await apiJson(redirectSchema, 'POST', '/api/billing/portal');
  window.location.assign(url);
};

export function useTestCheckout(id: string) {
  return useQuery({
    queryKey: ['/api/billing/test/checkouts', id],
    queryFn: getQueryFn(testCheckoutSchema),
    retry: false,
  });
}

export function useCompleteTestCheckout(id: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshMembership();
  return useMutation({
    mutationFn: (outcome: 'succeed' | 'decline' | 'require-action' | 'authenticate') =>
      apiJson(testCheckoutSchema, 'POST', `/api/billing/test/checkouts/${id}`, { outcome }),
    onSuccess: async (checkout) => {
      queryClient.setQueryData(['/api/billing/test/checkouts', id], checkout);
      await refresh();
    },
  });
}

export function useTestCard(enabled: boolean) {
  return useQuery({ queryKey: TEST_CARD_KEY, queryFn: getQueryFn(testCardSchema), enabled });
}

export function useSetTestCard() {
  const refresh = useRefreshMembership();
  return useMutation({
    mutationFn: (card: 'ok' | 'decline') =>
      apiJson(testCardSchema, 'PUT', '/api/billing/test/card', { card }),
    onSettled: refresh,
  });
}

/** Test mode: the period ends now and its renewal is charged to the test card. */
export function useRenewNow() {
  const refresh = useRefreshMembership();
  return useMutation({
    mutationFn: () => apiJson(changeResultSchema, 'POST', '/api/billing/test/renew'),
    onSettled: refresh,
  });
}
