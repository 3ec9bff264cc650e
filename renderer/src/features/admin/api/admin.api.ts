import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PartnerStatus, Tier } from '@shared/enums';
import { kioskSchema } from '@shared/schemas/kiosks.schemas';
import { partnerApplicationSchema } from '@shared/schemas/partner-accounts.schemas';
// The console is its own chunk: its schemas come with it, never to a visitor.
import {
  adminUserSchema,
  type AuditQuery,
  auditPageSchema,
  type DeleteMemberBody,
  deletedSchema,
  endedSessionsSchema,
  memberListSchema,
} from '@shared/schemas/admin.schemas';
import { apiJson, getQueryFn } from '../../../lib/api-client';

const partnerApplicationsSchema = partnerApplicationSchema.array();
const kioskListSchema = kioskSchema.array();

const MEMBERS = '/api/admin/members';
const AUDIT = '/api/admin/audit';

/** The accounts whose e-mail or name contains `q` (nothing is asked under 2 characters). */
export function useMemberSearch(q: string) {
  return useQuery({
    queryKey: [`${MEMBERS}?q=${encodeURIComponent(q)}`],
    queryFn: getQueryFn(memberListSchema),
    enabled: q.trim().length >= 2,
  });
}

/** A staff action on an account: the search and the audit log are read again after it. */
function useMemberAction<V, R>(run: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: (query) =>
          typeof query.queryKey[0] === 'string' &&
          (query.queryKey[0].startsWith(MEMBERS) || query.queryKey[0].startsWith(AUDIT)),
      }),
  });
}

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
function usePartnerReview<V>(run: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: (query) =>
          typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(PARTNERS),
      }),
  });
}

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
