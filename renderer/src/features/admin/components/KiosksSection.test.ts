import type { KioskView } from '@shared/schemas/kiosks.schemas';
import { describe, expect, it } from 'vitest';
import { isSilent } from './KiosksSection';

const kiosk = (lastHeartbeatAt: string): KioskView => ({
  kioskId: 'dubai-metro-1',
  version: '1.0.0',
  cacheStatus: { entries: 1, bytesUsed: 1, precacheReady: 1, precacheTotal: 1, online: true },
  lastError: null,
  lastHeartbeatAt,
  firstSeenAt: '2026-11-29T08:00:00.000Z',
  dark: false,
});

describe('the fleet view flags a kiosk', () => {
  const now = Date.parse('2026-11-29T09:00:00.000Z');
  it.each([
    ['2026-11-29T08:59:00.000Z', false],
    ['2026-11-29T08:50:00.000Z', false],
    ['2026-11-29T08:49:59.000Z', true],
    ['2026-11-28T09:00:00.000Z', true],
  ])('last heard at %s: silent %s', (at, silent) => {
    expect(isSilent(kiosk(at), now)).toBe(silent);
  });
});
