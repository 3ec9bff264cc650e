import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Spinner } from '../components/ui/Spinner';
import { ProtectedRoute } from '../features/auth/components/ProtectedRoute';
import { AppLayout } from './layout/AppLayout';
import { RouteError } from './layout/RouteError';

type PageModule = { default: ComponentType };

/** Every page is its own chunk, loaded when its route is visited. */
const page = (load: () => Promise<PageModule>) => async () => ({
  Component: (await load()).default,
});

const protectedPage = (load: () => Promise<PageModule>) => async () => {
  const Page = (await load()).default;
  return {
    Component: () => (
      <ProtectedRoute>
        <Page />
      </ProtectedRoute>
    ),
  };
};

const withErrorPage = (children: RouteObject[]): RouteObject[] =>
  children.map((route) => ({ ...route, errorElement: <RouteError /> }) as RouteObject);

/** Every page of one edition, at its path relative to the edition's root. */
const pages = (): RouteObject[] => [
  { index: true, lazy: page(() => import('../pages/HomePage')) },
  { path: 'about', lazy: page(() => import('../pages/AboutPage')) },
  { path: 'phase1', lazy: page(() => import('../pages/Phase1Page')) },
  { path: 'characters', lazy: page(() => import('../pages/CharactersPage')) },
  { path: 'comics', lazy: page(() => import('../pages/ComicsPage')) },
  { path: 'comics/dubai-guardians', lazy: page(() => import('../pages/DubaiGuardiansPage')) },
  { path: 'comics/reader/:comicId', lazy: page(() => import('../pages/ReaderPage')) },
  { path: 'lore', lazy: page(() => import('../pages/LorePage')) },
  { path: 'academy', lazy: page(() => import('../pages/AcademyPage')) },
  { path: 'community', lazy: page(() => import('../pages/CommunityPage')) },
  { path: 'merch', lazy: page(() => import('../pages/MerchPage')) },
  { path: 'partnerships', lazy: page(() => import('../pages/PartnershipsPage')) },
  { path: 'auth/login', lazy: page(() => import('../pages/LoginPage')) },
  { path: 'auth/register', lazy: page(() => import('../pages/RegisterPage')) },
  { path: 'auth/forgot-password', lazy: page(() => import('../pages/ForgotPasswordPage')) },
  { path: 'auth/reset-password', lazy: page(() => import('../pages/ResetPasswordPage')) },
  { path: 'auth/verify-email', lazy: page(() => import('../pages/VerifyEmailPage')) },
  { path: 'email/confirm', lazy: page(() => import('../pages/EmailConfirmPage')) },
  { path: 'email/unsubscribe', lazy: page(() => import('../pages/EmailUnsubscribePage')) },
  { path: 'profile', lazy: protectedPage(() => import('../pages/ProfilePage')) },
  // The subscription page shows its own sign-in prompt to visitors (specification section 2).
  { path: 'subscription', lazy: page(() => import('../pages/SubscriptionPage')) },
  // The development mailbox (its API exists outside production only); never prerendered.
  {
    path: 'billing/test-checkout/:id',
    lazy: protectedPage(() => import('../pages/TestCheckoutPage')),
  },
  { path: 'billing/return', lazy: protectedPage(() => import('../pages/BillingReturnPage')) },
  { path: 'dev/mailbox', lazy: page(() => import('../pages/DevMailboxPage')) },
  // The operations console: ADMIN accounts only, its own chunks, never prerendered.
  { path: 'admin/*', lazy: protectedPage(() => import('../pages/AdminPage')) },
  // The partner portal (the invitation mail links to partner/join): its own chunks, never prerendered.
  { path: 'partner/*', lazy: protectedPage(() => import('../pages/PartnerPortalPage')) },
  { path: '*', lazy: page(() => import('../pages/NotFoundPage')) },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    hydrateFallbackElement: <Spinner />,
    // A page that fails shows its error inside the layout (header and footer stay).
    // The Arabic edition mirrors every English route under /ar, in the same React tree.
    children: withErrorPage([...pages(), { path: 'ar', children: withErrorPage(pages()) }]),
  },
];
