import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Tier } from '@shared/enums';
import { meetsTier } from '@shared/tiers';
import { buttonClass } from '../../../components/ui/Button';

/** Shows its children only to a tier at least `required`; otherwise says what is needed. */
export function TierGate({
  tier,
  required,
  detail,
  children,
}: {
  tier: Tier;
  required: Tier;
  /** More about the gate under the current tier, e.g. when the content unlocks for this tier. */
  detail?: ReactNode;
  children: ReactNode;
}) {
  if (meetsTier(tier, required)) return <>{children}</>;
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="font-display text-5xl tracking-wide text-gold">Subscription Required</h1>
      <p className="mt-4 text-lg text-sand">
        You need {required} tier or higher to access this content.
      </p>
      <p className="mt-2 text-mist">Current tier: {tier}</p>
      {detail}
      <Link to="/subscription" className={buttonClass('primary', 'md', 'mt-8')}>
        See membership plans
      </Link>
    </section>
  );
}
