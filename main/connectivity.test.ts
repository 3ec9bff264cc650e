import { describe, expect, it, vi } from 'vitest';
import { checkConnectivity } from './connectivity.js';

describe('connectivity check', () => {
  it.each([
    { network: false, online: true, server: true, probed: false, result: false },
    { network: false, online: false, server: true, probed: false, result: false },
    { network: true, online: true, server: false, probed: false, result: null },
    { network: true, online: false, server: true, probed: true, result: true },
    { network: true, online: false, server: false, probed: true, result: false },
  ])(
    'network $network, online $online, server up $server: probes $probed, reports $result',
    async (row) => {
      const setOnline = vi.fn();
      const probe = vi.fn(async () => {
        if (!row.server) throw new Error('unreachable');
      });
      await checkConnectivity({
        hasNetwork: () => row.network,
        isOnline: () => row.online,
        probe,
        setOnline,
      });
      expect(probe).toHaveBeenCalledTimes(row.probed ? 1 : 0);
      if (row.result === null) expect(setOnline).not.toHaveBeenCalled();
      else expect(setOnline).toHaveBeenCalledExactlyOnceWith(row.result);
    },
  );
});
