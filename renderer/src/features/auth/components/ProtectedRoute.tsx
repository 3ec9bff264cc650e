import { useTranslation } from '../../../lib/i18n';
import { useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Navigate } from '../../../lib/links';
import type { Tier } from '@shared/enums';
import { Spinner } from '../../../components/ui/Spinner';
import { useAuth } from '../hooks/use-auth';
import { rememberRedirect } from '../redirect';
import { TierGate } from './TierGate';

interface ProtectedRouteProps {
  children: ReactNode;
  /** Where an unauthenticated visitor is sent (default /auth/login). */
  fallback?: string;
  /** The minimum tier the page requires, if any. */
  requiredTier?: Tier;
}

/** Signed-in only: remembers the wanted page and sends visitors to sign in; a spinner while loading. */
export function ProtectedRoute({
  children,
  fallback = '/auth/login',
  requiredTier,
}: ProtectedRouteProps) {
  const { t } = useTranslation();
  const { user, isLoading } = useAuth();
  const location = useLocation();
  // A user who signs out while on the page goes home: the page is not theirs to come back to.
  const hadUser = useRef(false);
  if (user) hadUser.current = true;
  if (isLoading) return <Spinner label={t('auth.loadingSession')} />;
  if (!user && hadUser.current) return <Navigate to="/" replace />;
  if (!user) {
    rememberRedirect(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to={fallback} replace />;
  }
  if (requiredTier)
    return (
      <TierGate tier={user.tier} required={requiredTier}>
        {children}
      </TierGate>
    );
  return <>{children}</>;
}
