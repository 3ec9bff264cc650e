import type { EmailListResult } from '@shared/schemas/community.schemas';
import { Link } from '../../../lib/links';

const SIGN_UP_PAGE = { newsletter: '/community', store: '/merch' } as const;

/** The way back after a list's link: to where the list is signed up for, or home. */
export function SignupLinks({
  list,
  label,
}: {
  list: EmailListResult['list'] | null;
  label: string;
}) {
  return (
    <Link
      to={list ? SIGN_UP_PAGE[list] : '/'}
      className="font-semibold text-gold underline-offset-4 hover:underline"
    >
      {label}
    </Link>
  );
}
