import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HeroStatus, PartnerStatus, Tier } from '@shared/enums';
import {
  issuedKioskCredentialSchema,
  kioskCredentialSchema,
  kioskSchema,
} from '@shared/schemas/kiosks.schemas';
import { partnerApplicationSchema } from '@shared/schemas/partner-accounts.schemas';
// The console is its own chunk: its schemas come with it, never to a visitor.
import {
  adminUserSchema,
  type AuditQuery,
  auditPageSchema,
  type DeleteMemberBody,
  deletedSchema,
  endedSessionsSchema,
  type HeroModeration,
  memberListSchema,
  moderatedHeroListSchema,
  moderatedHeroSchema,
} from '@shared/schemas/admin.schemas';
import { apiJson, getQueryFn } from '../../../lib/api-client';

const partnerApplicationsSchema = partnerApplicationSchema.array();
const kioskListSchema = kioskSchema.array();
const kioskCredentialListSchema = kioskCredentialSchema.array();
const KIOSK_CREDENTIALS = '/api/kiosks/credentials';

const MEMBERS = '/api/admin/members';
export const AUDIT = '/api/admin/audit';

/** The accounts whose e-mail or name contains `q` (nothing is asked under 2 characters). */
export function useMemberSearch(q: string) {
  return useQuery({
    queryKey: [`${MEMBERS}?q=${encodeURIComponent(q)}`],
    queryFn: getQueryFn(memberListSchema),
    enabled: q.trim().length >= 2,
  });
}

/**
 * A staff action: the queries whose address starts with one of `prefixes` are read again after it
 * (the list it changed, the audit log).
 */
export function useConsoleAction<V, R>(prefixes: string[], run: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: (query) => {
          const key = query.queryKey[0];
          return typeof key === 'string' && prefixes.some((prefix) => key.startsWith(prefix));
        },
      }),
  });
}

const useMemberAction = <V, R>(run: (vars: V) => Promise<R>) =>
  useConsoleAction([MEMBERS, AUDIT], run);

export const useGrantTier = () =>
  useMemberAction(({ id, tier }: { id: string; tier: Tier }) =>
    apiJson(adminUserSchema, 'PUT', `/api/admin/users/${id}/tier`, { tier }),
  );

export const useEndMemberSessions = () =>
  useMemberAction((id: string) =>
    apiJson(endedSessionsSchema, 'DELETE', `/api/admin/users/${id}/sessions`),
  );

export const useDeleteMember = () =>
  useMemberAction(({ id, ...body }: DeleteMemberBody & { id: string }) =>
    apiJson(deletedSchema, 'POST', `/api/admin/users/${id}/delete`, body),
  );

/** The filters of the audit log as its query string (empty ones left out). */
export function auditSearch(filters: Partial<Record<keyof AuditQuery, string | number>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** One page of the audit log, filtered. */
export function useAuditPage(search: string) {
  return useQuery({
    queryKey: [`${AUDIT}${search}`],
    queryFn: getQueryFn(auditPageSchema),
    placeholderData: keepPreviousData,
  });
}

/** Where the filtered log downloads as CSV. */
export const auditCsvUrl = (search: string) => `${AUDIT}.csv${search}`;

const PARTNERS = '/api/admin/partners';

/** Partnership applications, of one status or all. */
export function usePartnerApplications(status: PartnerStatus | '') {
  return useQuery({
    queryKey: [status ? `${PARTNERS}?status=${status}` : PARTNERS],
    queryFn: getQueryFn(partnerApplicationsSchema),
  });
}

/** Approving or rejecting an application: the queue is read again after it. */
const usePartnerReview = <V>(run: (vars: V) => Promise<unknown>) =>
  useConsoleAction([PARTNERS], run);

export const useApprovePartner = () =>
  usePartnerReview((id: string) =>
    apiJson(partnerApplicationSchema, 'POST', `${PARTNERS}/${id}/approve`),
  );

export const useRejectPartner = () =>
  usePartnerReview(({ id, reason }: { id: string; reason: string }) =>
    apiJson(partnerApplicationSchema, 'POST', `${PARTNERS}/${id}/reject`, { reason }),
  );

/** Every kiosk with its last heartbeat, the longest silent first; read again every minute. */
export function useKiosks() {
  return useQuery({
    queryKey: ['/api/kiosks'],
    queryFn: getQueryFn(kioskListSchema),
    refetchInterval: 60_000,
  });
}

/** Every enrolled kiosk's credential (never a secret). */
export function useKioskCredentials() {
  return useQuery({
    queryKey: [KIOSK_CREDENTIALS],
    queryFn: getQueryFn(kioskCredentialListSchema),
  });
}

/** A change to the credentials: their list and the audit log are read again after it. */
function useCredentialAction<V, R>(run: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: (query) =>
          typeof query.queryKey[0] === 'string' &&
          (query.queryKey[0] === KIOSK_CREDENTIALS || query.queryKey[0].startsWith(AUDIT)),
      }),
  });
}

export const useEnrollKiosk = () =>
  useCredentialAction((kioskId: string) =>
    apiJson(issuedKioskCredentialSchema, 'POST', KIOSK_CREDENTIALS, { kioskId }),
  );

export const useRevokeKioskCredential = () =>
  useCredentialAction((kioskId: string) =>
    apiJson(kioskCredentialSchema, 'DELETE', `${KIOSK_CREDENTIALS}/${encodeURIComponent(kioskId)}`),
  );

const HEROES = '/api/admin/heroes';

/** Fan heroes in one state (the moderation queue: PENDING). */
export function useHeroQueue(status: HeroStatus) {
  return useQuery({
    queryKey: [`${HEROES}?status=${status}`],
    queryFn: getQueryFn(moderatedHeroListSchema),
  });
}

/** A moderation decision: the queue and the audit log are read again after it. */
const useHeroDecision = <V>(run: (vars: V) => Promise<unknown>) =>
  useConsoleAction([HEROES, AUDIT], run);

export const useModerateHero = () =>
  useHeroDecision(({ id, ...body }: { id: string; action: HeroModeration; reason?: string }) =>
    apiJson(moderatedHeroSchema, 'POST', `${HEROES}/${id}/moderation`, body),
  );

export const useBlockSubmitter = () =>
  useHeroDecision(({ id, reason }: { id: string; reason: string }) =>
    apiJson(moderatedHeroSchema, 'PUT', `${HEROES}/${id}/submitter-block`, { reason }),
  );

export const useUnblockSubmitter = () =>
  useHeroDecision((id: string) =>
    apiJson(moderatedHeroSchema, 'DELETE', `${HEROES}/${id}/submitter-block`),
  );

export const useDeleteHero = () =>
  useHeroDecision((id: string) => apiJson(deletedSchema, 'DELETE', `${HEROES}/${id}`));
