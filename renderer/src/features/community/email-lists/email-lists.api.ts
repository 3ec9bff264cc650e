import { useMutation } from '@tanstack/react-query';
import { apiJson, lazySchema } from '../../../lib/api-client';

const resultSchema = lazySchema(
  async () => (await import('@shared/schemas/community.schemas')).emailListResultSchema,
);

/** Confirms a newsletter or store sign-up with its mailed link's token. */
export function useConfirmSignup() {
  return useMutation({
    mutationFn: (token: string) =>
      apiJson(resultSchema, 'POST', '/api/email-lists/confirm', { token }),
  });
}

/** Ends a newsletter or store sign-up with its mails' unsubscribe token (no sign-in). */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      apiJson(
        resultSchema,
        'POST',
        `/api/email-lists/unsubscribe?token=${encodeURIComponent(token)}`,
        {},
      ),
  });
}
