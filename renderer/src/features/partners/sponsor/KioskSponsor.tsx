import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/api-client';
import type { Language } from '../../../lib/language';
import { SponsorUnit } from './SponsorUnit';

// This chunk loads in the kiosk only: the schema comes with it. (The reader's query, in
// sponsor-units.api, is kept apart so that the reader's own chunk carries it.)
const kioskUnit = getQueryFn(async () => {
  const { sponsorUnitAnswerSchema } = await import('@shared/schemas/sponsor-units.schemas');
  return sponsorUnitAnswerSchema;
});

/** The attract screen's line for a running station campaign: "Presented by <brand>". */
export function KioskSponsor({ language, kioskId }: { language: Language; kioskId?: string }) {
  const { data } = useQuery({ queryKey: ['/api/sponsor-units/kiosk'], queryFn: kioskUnit });
  if (!data?.unit) return null;
  return (
    <SponsorUnit
      unit={data.unit}
      placement="kiosk-attract"
      language={language}
      kioskId={kioskId}
      inline
    />
  );
}
