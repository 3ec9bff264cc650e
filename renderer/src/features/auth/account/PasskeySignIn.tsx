import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { PublicUser } from '@shared/schemas/auth.schemas';
import { useTranslation } from '../../../lib/i18n';
import { ACCOUNT_NS } from '../../../lib/i18n/namespaces/account';
import { useNavigate } from '../../../lib/links';
import { errorText } from '../../../lib/api-client';
import { useToast } from '../../../components/toast/toast.atoms';
import { Button } from '../../../components/ui/Button';
import { ME_KEY } from '../api/auth.api';
import { passkeyCancelled, passkeySignIn, passkeysSupported } from '../api/account.api';
import { consumeRedirect } from '../redirect';

/**
 * "Sign in with a passkey" under the login form, and the passkeys the browser offers in the
 * e-mail field's suggestions (conditional UI) where it can. Nothing shows where WebAuthn is absent
 * (the desktop app on some systems): the password form stays the way in.
 */
export function PasskeySignIn() {
  const { t } = useTranslation(ACCOUNT_NS);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [pending, setPending] = useState(false);
  // Known only in the browser: the prerendered page and its first render show no button.
  const [supported, setSupported] = useState(false);
  useEffect(() => setSupported(passkeysSupported()), []);
  // Set when the button starts a sign-in: the autofill one then never completes.
  const manual = useRef(false);

  const signedIn = async (user: PublicUser) => {
    queryClient.setQueryData(ME_KEY, user);
    await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== ME_KEY[0] });
    await navigate(consumeRedirect(), { replace: true });
  };

  useEffect(() => {
    if (!supported) return;
    // A refusal or an abort here is silent: the person may still type a password.
    passkeySignIn(true, () => !manual.current)
      .then((answer) => answer && signedIn(answer.user))
      .catch(() => undefined);
    // Started once per visit of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [supported]);

  if (!supported) return null;
  const start = async () => {
    setPending(true);
    manual.current = true;
    try {
      const answer = await passkeySignIn(false);
      if (answer) await signedIn(answer.user);
    } catch (error) {
      toast({
        title: t('passkeys.signInFailed'),
        description: passkeyCancelled(error) ? t('passkeys.cancelled') : errorText(error, ''),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="secondary" className="w-full" disabled={pending} onClick={() => void start()}>
      {t('passkeys.signIn')}
    </Button>
  );
}
