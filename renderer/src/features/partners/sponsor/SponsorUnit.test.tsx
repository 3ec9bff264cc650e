import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SponsorUnit } from './SponsorUnit';
import { reportSponsorEvent } from './sponsor-events';

const unit = {
  campaignId: '5c1d3e2a-8b7f-4e6d-9a0b-1c2d3e4f5a6b',
  brand: 'Qahwa House',
  ctaUrl: 'https://qahwa.example/offer?from=abtal',
  episodeId: null,
};

/** The IntersectionObserver of the unit on screen: `show(ratio)` reports how much of it is seen. */
let show: (ratio: number) => void = () => undefined;
class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    show = (ratio) =>
      this.callback(
        [{ isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
  }
  disconnect() {}
}

const beacon = vi.fn((_url: string, _data: Blob) => true);
const sentEvents = async () =>
  Promise.all(
    beacon.mock.calls.map(
      async ([, blob]) => (JSON.parse(await blob.text()) as { events: object[] }).events,
    ),
  );
const hidePage = () => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
  beacon.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // The files of a worker share the document and navigator: take back what this file defined.
  Reflect.deleteProperty(navigator, 'sendBeacon');
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('the sponsor unit', () => {
  it('counts an impression after a second at least half on screen, sent when the page is hidden', async () => {
    render(
      <SponsorUnit
        unit={unit}
        placement="kiosk-attract"
        language="ar"
        kioskId="burjuman-1"
        inline
      />,
    );
    expect(screen.getByTestId('sponsor-unit')).toHaveTextContent('بتقديم Qahwa House');
    await act(() => show(0.6));
    await act(() => vi.advanceTimersByTime(999));
    // A page put away pauses the count: a full second again once it is back.
    hidePage();
    expect(beacon).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTime(999));
    hidePage();
    expect(beacon).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTime(1000));
    hidePage();
    expect(beacon).toHaveBeenCalledWith('/api/events', expect.any(Blob));
    const base = { campaignId: unit.campaignId, placement: 'kiosk-attract', language: 'ar' };
    expect(await sentEvents()).toEqual([
      [
        { ...base, kioskId: 'burjuman-1', type: 'impression' },
        { ...base, kioskId: 'burjuman-1', type: 'viewable' },
      ],
    ]);
  });

  it('counts nothing for a unit seen less than half, or for less than a second', async () => {
    render(<SponsorUnit unit={unit} placement="cover" language="en" />);
    await act(() => show(0.4));
    await act(() => vi.advanceTimersByTime(5000));
    await act(() => show(0.8));
    await act(() => vi.advanceTimersByTime(600));
    await act(() => show(0));
    await act(() => vi.advanceTimersByTime(5000));
    hidePage();
    expect(beacon).not.toHaveBeenCalled();
  });

  it('sends a click at once, with the click id the call to action passes on', async () => {
    render(<SponsorUnit unit={unit} placement="end-card" language="en" />);
    const link = screen.getByRole('link', { name: 'Visit Qahwa House' });
    expect(link).toHaveAttribute('rel', 'sponsored noopener');
    link.addEventListener('click', (event) => event.preventDefault());
    await act(() => link.click());
    const [[click]] = (await sentEvents()) as { clickId: string }[][];
    expect(click).toMatchObject({ type: 'click', placement: 'end-card', language: 'en' });
    expect(new URL(link.getAttribute('href')!).searchParams.get('abtal_click')).toBe(click.clickId);
    expect(link.getAttribute('href')).toContain('from=abtal');
  });

  it('sends a full batch of 50 at once', async () => {
    const event = { campaignId: unit.campaignId, placement: 'cover', language: 'en' } as const;
    for (let i = 0; i < 50; i += 1) reportSponsorEvent({ ...event, type: 'impression' });
    expect(beacon).toHaveBeenCalledTimes(1);
    expect((await sentEvents())[0]).toHaveLength(50);
  });
});
