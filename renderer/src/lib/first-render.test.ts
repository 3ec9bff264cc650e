import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// Each test starts with a fresh module: `started` is the module's own state.
const load = async () => {
  vi.resetModules();
  return import('./first-render');
};

describe('useAddressFilters', () => {
  it('renders the first page once when the address holds no filter', async () => {
    const { useAddressFilters } = await load();
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useAddressFilters(false);
    });
    expect(result.current).toBe(false);
    expect(renders).toBe(1);
  });

  it("applies a shared link's filter once the first page is live", async () => {
    const { useAddressFilters } = await load();
    const seen: boolean[] = [];
    renderHook(() => {
      const filtering = useAddressFilters(true);
      seen.push(filtering);
      return filtering;
    });
    // Hydration renders the unfiltered list the HTML has, then the filtered one.
    expect(seen).toEqual([false, true]);
  });

  it('applies a filter chosen after the start', async () => {
    const { markStarted, useAddressFilters } = await load();
    const { result, rerender } = renderHook(({ inAddress }) => useAddressFilters(inAddress), {
      initialProps: { inAddress: false },
    });
    expect(result.current).toBe(false);
    markStarted();
    rerender({ inAddress: true });
    expect(result.current).toBe(true);
  });

  it('filters at once on a page reached in the app', async () => {
    const { markStarted, useAddressFilters } = await load();
    markStarted();
    const { result } = renderHook(() => useAddressFilters(true));
    expect(result.current).toBe(true);
  });
});
