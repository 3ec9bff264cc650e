import { useCallback, useMemo, useRef, type MouseEvent } from 'react';
import type { SponsorUnit as Unit } from '@shared/schemas/sponsor-units.schemas';
import { i18nFor } from '../../../lib/i18n';
import { SPONSOR_NS } from '../../../lib/i18n/namespaces/sponsor';
import type { Language } from '../../../lib/language';
import { flushSponsorEvents, reportSponsorEvent } from './sponsor-events';
import { useViewable } from './use-viewable';

type SponsorPlacement = 'end-card' | 'cover' | 'kiosk-attract';

interface SponsorUnitProps {
  unit: Unit;
  placement: SponsorPlacement;
  language: Language;
  /** The kiosk showing it (its attract screen). */
  kioskId?: string;
  /** Inside the kiosk's attract screen, itself one button: texts only, no link. */
  inline?: boolean;
}

/** The call to action's address with the click's id, which the partner reports a conversion with. */
function withClickId(url: string, clickId: string): string {
  try {
    const address = new URL(url);
    address.searchParams.set('abtal_click', clickId);
    return address.toString();
  } catch {
    return url;
  }
}

/**
 * "Presented by <brand>" with its call to action. Counted when at least half of it has been on
 * screen for a second (an impression, viewable), and at each click of its call to action.
 */
export function SponsorUnit({ unit, placement, language, kioskId, inline }: SponsorUnitProps) {
  const ref = useRef<HTMLElement>(null);
  const t = useMemo(() => i18nFor(language).getFixedT(language, SPONSOR_NS), [language]);
  const base = useMemo(
    () => ({
      campaignId: unit.campaignId,
      placement,
      language,
      ...(unit.episodeId ? { episodeId: unit.episodeId } : {}),
      ...(kioskId ? { kioskId } : {}),
    }),
    [unit, placement, language, kioskId],
  );
  useViewable(
    ref,
    useCallback(() => {
      reportSponsorEvent({ ...base, type: 'impression' });
      reportSponsorEvent({ ...base, type: 'viewable' });
    }, [base]),
  );
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const clickId = crypto.randomUUID();
    event.currentTarget.href = withClickId(unit.ctaUrl ?? '', clickId);
    reportSponsorEvent({ ...base, type: 'click', clickId });
    // The click may take the visitor away: it leaves now.
    flushSponsorEvents();
  };
  const presented = t('presentedBy', { brand: unit.brand });

  if (inline) {
    return (
      <span
        ref={ref}
        data-testid="sponsor-unit"
        data-placement={placement}
        className="block text-lg text-sand"
      >
        {presented}
      </span>
    );
  }
  return (
    <aside
      ref={ref}
      aria-label={t('label')}
      data-testid="sponsor-unit"
      data-placement={placement}
      lang={language}
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 px-4 py-2 text-sm text-mist"
    >
      <span>{presented}</span>
      {unit.ctaUrl && (
        <a
          href={unit.ctaUrl}
          target="_blank"
          rel="sponsored noopener"
          onClick={onClick}
          className="font-semibold text-gold underline underline-offset-4 hover:text-sand"
        >
          {t('callToAction', { brand: unit.brand })}
        </a>
      )}
    </aside>
  );
}
