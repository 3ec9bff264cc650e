import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createFakeBridge,
  installBridge,
  uninstallBridge,
  type FakeBridge,
} from '../test/fake-bridge';
import { renderShell } from '../test/render-shell';
import { ATTRACT_SLIDES } from './attract-slides';

// The shell loads the kiosk chunk lazily; loading it takes real time, which fake timers never pass.
beforeAll(async () => {
  await import('./KioskShell');
});

afterEach(() => {
  vi.useRealTimers();
  uninstallBridge();
});

const kioskConfig = {
  idleTimeoutSeconds: 90,
  promptSeconds: 15,
  attract: { slideSeconds: 4, message: 'Tap to meet the guardians' },
};

async function startKiosk(path = '/', options: Parameters<typeof createFakeBridge>[0] = {}) {
  const fake = installBridge(createFakeBridge({ kiosk: true, kioskConfig, ...options }));
  const view = renderShell(path);
  await waitFor(() => expect(fake.bridge.onKioskState).toHaveBeenCalled());
  await act(async () => {});
  return { fake, ...view };
}

/** With fake timers: lets the lazy kiosk chunk load and main's first answers arrive. */
async function mountWithFakeTimers(fake: FakeBridge) {
  for (let tries = 0; tries < 50 && fake.bridge.getKioskState.mock.calls.length === 0; tries += 1) {
    await act(() => vi.advanceTimersByTimeAsync(10));
  }
  expect(fake.bridge.getKioskState).toHaveBeenCalled();
  await act(() => vi.advanceTimersByTimeAsync(0));
}

const attractButton = () =>
  within(screen.getByTestId('attract-screen')).getByRole('button', {
    name: /Tap to meet the guardians/,
  });

const emitState = (fake: FakeBridge, state: Parameters<FakeBridge['emit']['kioskState']>[0]) =>
  act(() => fake.emit.kioskState(state));

describe('outside kiosk mode', () => {
  it('shows no attract screen in the desktop app even if main reports a kiosk state', async () => {
    const fake = installBridge(
      createFakeBridge({ kiosk: false, kioskState: { phase: 'attract' } }),
    );
    renderShell('/');
    await waitFor(() => expect(fake.bridge.getInfo).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.queryByTestId('attract-screen')).not.toBeInTheDocument();
    expect(fake.bridge.onKioskState).not.toHaveBeenCalled();
    const menu = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    document.body.dispatchEvent(menu);
    expect(menu.defaultPrevented).toBe(false);
  });
});

describe('attract screen', () => {
  it('covers the app with the configured message and the kiosk touch rules', async () => {
    await startKiosk('/');
    expect(attractButton()).toBeVisible();
    expect(attractButton()).toHaveFocus();
    // The rules come as a constructed style sheet (the site's CSP refuses unlisted style elements).
    const css = document.adoptedStyleSheets
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
      .join('\n');
    expect(css).toMatch(/user-select:\s*none/);
    expect(css).toMatch(/touch-action:\s*manipulation/);
    expect(css).toMatch(/min-height:\s*44px/);
  });

  it('falls back to "Touch to start" without a configuration', async () => {
    installBridge(createFakeBridge({ kiosk: true, kioskConfig: null }));
    renderShell('/');
    expect(await screen.findByRole('button', { name: /Touch to start/ })).toBeVisible();
  });

  it('starts the visit on a touch: hides, reports activity and opens the comics', async () => {
    const user = userEvent.setup();
    const { fake, router } = await startKiosk('/');
    await user.click(attractButton());
    expect(screen.queryByTestId('attract-screen')).not.toBeInTheDocument();
    expect(fake.bridge.reportActivity).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/comics');
    expect(await screen.findByRole('heading', { name: 'Comics' })).toBeVisible();
  });

  it('cycles covers and heroes every slideSeconds', async () => {
    vi.useFakeTimers();
    const fake = installBridge(createFakeBridge({ kiosk: true, kioskConfig }));
    renderShell('/');
    await mountWithFakeTimers(fake);
    const caption = screen.getByTestId('attract-caption');
    expect(caption).toHaveTextContent(ATTRACT_SLIDES[0]!.caption);
    expect(ATTRACT_SLIDES[0]!.kind).toBe('cover');
    expect(ATTRACT_SLIDES[1]!.kind).toBe('hero');

    await act(() => vi.advanceTimersByTimeAsync(3900));
    expect(caption).toHaveTextContent(ATTRACT_SLIDES[0]!.caption);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(caption).toHaveTextContent(ATTRACT_SLIDES[1]!.caption);
    const current = screen.getByTestId('attract-screen').querySelector('img[data-current="true"]');
    expect(current).toHaveAttribute('src', ATTRACT_SLIDES[1]!.image);
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(caption).toHaveTextContent(ATTRACT_SLIDES[2]!.caption);
  });

  it('returns to the start page under the attract screen when main resets', async () => {
    const { fake, router } = await startKiosk('/comics', { kioskState: { phase: 'active' } });
    expect(screen.queryByTestId('attract-screen')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/comics');

    emitState(fake, { phase: 'resetting' });
    expect(await screen.findByTestId('attract-screen')).toBeVisible();
    expect(router.state.location.pathname).toBe('/');

    emitState(fake, { phase: 'attract' });
    expect(screen.getByTestId('attract-screen')).toBeVisible();
  });

  it('ignores touches while the kiosk is resetting', async () => {
    const user = userEvent.setup();
    const { fake, router } = await startKiosk('/', { kioskState: { phase: 'resetting' } });
    await user.click(attractButton());
    expect(screen.getByTestId('attract-screen')).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(fake.bridge.reportActivity).toHaveBeenCalledTimes(1); // the global touch listener only
  });
});

describe('idle prompt', () => {
  it('counts down, and "I\'m still here" reports activity and closes it', async () => {
    vi.useFakeTimers();
    const fake = installBridge(
      createFakeBridge({ kiosk: true, kioskConfig, kioskState: { phase: 'active' } }),
    );
    renderShell('/comics');
    await mountWithFakeTimers(fake);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    act(() => fake.emit.kioskState({ phase: 'prompt', secondsLeft: 15 }));
    const prompt = screen.getByRole('alertdialog', { name: 'Still there?' });
    expect(prompt).toHaveAccessibleDescription('Starting over in 15 seconds');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByTestId('idle-countdown')).toHaveTextContent('12 seconds');
    await act(() => vi.advanceTimersByTimeAsync(11_000));
    expect(screen.getByTestId('idle-countdown')).toHaveTextContent('1 second');

    fake.bridge.reportActivity.mockClear();
    fireEvent.click(within(prompt).getByRole('button', { name: "I'm still here" }));
    expect(fake.bridge.reportActivity).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('restarts the countdown when main prompts again', async () => {
    vi.useFakeTimers();
    const fake = installBridge(
      createFakeBridge({ kiosk: true, kioskConfig, kioskState: { phase: 'active' } }),
    );
    renderShell('/comics');
    await mountWithFakeTimers(fake);
    act(() => fake.emit.kioskState({ phase: 'prompt', secondsLeft: 10 }));
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(screen.getByTestId('idle-countdown')).toHaveTextContent('6 seconds');
    act(() => fake.emit.kioskState({ phase: 'prompt', secondsLeft: 10 }));
    expect(screen.getByTestId('idle-countdown')).toHaveTextContent('10 seconds');
  });

  it('closes when main reports activity, and "Start over" asks main to reset', async () => {
    const user = userEvent.setup();
    const { fake } = await startKiosk('/comics', { kioskState: { phase: 'active' } });
    emitState(fake, { phase: 'prompt', secondsLeft: 15 });
    expect(screen.getByRole('alertdialog', { name: 'Still there?' })).toBeVisible();
    emitState(fake, { phase: 'active' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    emitState(fake, { phase: 'prompt', secondsLeft: 15 });
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(fake.bridge.resetKiosk).toHaveBeenCalledTimes(1);
  });

  it('never lets a press that closed the prompt click the page beneath', async () => {
    const { fake } = await startKiosk('/comics', { kioskState: { phase: 'active' } });
    const beneath = vi.fn();
    const target = screen.getByRole('heading', { name: 'Comics' });
    target.addEventListener('click', beneath);
    emitState(fake, { phase: 'prompt', secondsLeft: 15 });
    fireEvent.pointerDown(screen.getByRole('alertdialog'));
    emitState(fake, { phase: 'active' }); // main's answer to the touch
    fireEvent.click(target);
    expect(beneath).not.toHaveBeenCalled();
    // The next ordinary press works again.
    fireEvent.pointerDown(target);
    fireEvent.click(target);
    expect(beneath).toHaveBeenCalledTimes(1);
  });
});

describe('visitor activity', () => {
  it('reports touches and keys to main, at most once a second', async () => {
    vi.useFakeTimers();
    const fake = installBridge(
      createFakeBridge({ kiosk: true, kioskConfig, kioskState: { phase: 'active' } }),
    );
    renderShell('/comics');
    await mountWithFakeTimers(fake);

    fireEvent.pointerDown(document.body);
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    fireEvent.touchStart(document.body);
    expect(fake.bridge.reportActivity).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(1000));
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(fake.bridge.reportActivity).toHaveBeenCalledTimes(2);
  });

  it('blocks the context menu', async () => {
    await startKiosk('/');
    const menu = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    document.body.dispatchEvent(menu);
    expect(menu.defaultPrevented).toBe(true);
  });
});

describe('staff PIN pad', () => {
  it('opens on the exit request and reports a wrong PIN, then the lock-out', async () => {
    const user = userEvent.setup();
    const { fake } = await startKiosk('/', {
      exitResults: [{ ok: false }, { ok: false, retryAfterSeconds: 60 }],
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => fake.emit.exitRequest());
    const dialog = await screen.findByRole('dialog', { name: 'Staff exit' });

    for (const digit of ['1', '2', '3', '4']) {
      await user.click(within(dialog).getByRole('button', { name: digit }));
    }
    expect(within(dialog).getByLabelText('PIN')).toHaveValue('1234');
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    expect(fake.bridge.exitKiosk).toHaveBeenCalledExactlyOnceWith('1234');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Wrong PIN');
    expect(within(dialog).getByLabelText('PIN')).toHaveValue('');

    await user.click(within(dialog).getByRole('button', { name: '9' }));
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many wrong PINs. Try again in 60 seconds.',
    );
  });

  it('asks for a PIN before checking, edits it, and exits with the right one', async () => {
    const user = userEvent.setup();
    const { fake } = await startKiosk('/', { exitResults: [{ ok: true }] });
    act(() => fake.emit.exitRequest());
    const dialog = await screen.findByRole('dialog', { name: 'Staff exit' });

    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter the PIN');
    expect(fake.bridge.exitKiosk).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('PIN'), '98a7');
    await user.click(within(dialog).getByRole('button', { name: 'Delete last digit' }));
    await user.click(within(dialog).getByRole('button', { name: '0' }));
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    expect(fake.bridge.exitKiosk).toHaveBeenCalledExactlyOnceWith('980');
    expect(await within(dialog).findByText('Leaving kiosk mode...')).toBeVisible();
  });

  it('closes with Cancel', async () => {
    const user = userEvent.setup();
    const { fake } = await startKiosk('/');
    act(() => fake.emit.exitRequest());
    const dialog = await screen.findByRole('dialog', { name: 'Staff exit' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.bridge.exitKiosk).not.toHaveBeenCalled();
  });
});

describe('kiosk upkeep', () => {
  it('sends a heartbeat every few seconds, on the attract screen too', async () => {
    vi.useFakeTimers();
    const fake = installBridge(createFakeBridge({ kiosk: true, kioskConfig }));
    renderShell('/');
    await mountWithFakeTimers(fake);
    const before = fake.bridge.heartbeat.mock.calls.length;
    expect(before).toBeGreaterThan(0);
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(fake.bridge.heartbeat.mock.calls.length - before).toBe(3);
  });

  it('sends a visitor on a route outside the allow-list back to the start', async () => {
    const { fake } = await startKiosk('/about');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument());
    expect(fake.bridge.heartbeat).toHaveBeenCalled();
  });

  it('opens the staff PIN pad, with the kiosk status, after a long press in the top-left corner', async () => {
    const { fake } = await startKiosk('/comics', {});
    fake.bridge.getPrecacheStatus.mockResolvedValue({
      total: 94,
      ready: 90,
      missing: 4,
      attempts: 2,
      running: false,
      lastError: 'Network down: 4 images not saved yet',
      nextRetryInSeconds: 10,
    });
    // A short press, or a long one elsewhere, does nothing.
    vi.useFakeTimers();
    fireEvent.pointerDown(window, { clientX: 10, clientY: 10 });
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    fireEvent.pointerUp(window);
    fireEvent.pointerDown(window, { clientX: 500, clientY: 10 });
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    fireEvent.pointerUp(window);
    expect(screen.queryByText('Staff exit')).not.toBeInTheDocument();

    fireEvent.pointerDown(window, { clientX: 10, clientY: 10 });
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    vi.useRealTimers();
    expect(await screen.findByText('Staff exit')).toBeInTheDocument();
    expect(await screen.findByText('Offline art: 90 of 94 images ready')).toBeInTheDocument();
    expect(
      screen.getByText('Last error: Network down: 4 images not saved yet'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear saved art' }));
    await waitFor(() => expect(fake.bridge.clearCache).toHaveBeenCalled());
  });
});

describe('the Arabic edition on the kiosk', () => {
  it('turns to Arabic after a full round of slides, and a touch then starts in Arabic', async () => {
    vi.useFakeTimers();
    const fake = installBridge(
      createFakeBridge({ kiosk: true, kioskConfig, kioskState: { phase: 'attract' } }),
    );
    const { router } = renderShell('/');
    await mountWithFakeTimers(fake);
    const screenEl = screen.getByTestId('attract-screen');
    expect(screen.getByTestId('attract-caption')).toHaveTextContent(ATTRACT_SLIDES[0]!.caption);
    await act(() => vi.advanceTimersByTimeAsync(4000 * ATTRACT_SLIDES.length));
    expect(screen.getByTestId('attract-caption')).toHaveTextContent(ATTRACT_SLIDES[0]!.captionAr);
    const button = within(screenEl).getByRole('button', { name: /المس الشاشة للبدء/ });
    expect(button).toHaveAttribute('lang', 'ar');
    expect(button).toHaveAttribute('dir', 'rtl');
    fireEvent.click(button);
    expect(router.state.location.pathname).toBe('/ar/comics');
    // Back to English after the Arabic round.
    vi.useRealTimers();
  });

  it('asks "Still there?" in Arabic on an Arabic page', async () => {
    const { fake } = await startKiosk('/ar/lore', { kioskState: { phase: 'active' } });
    emitState(fake, { phase: 'prompt', secondsLeft: 15 });
    const prompt = await screen.findByRole('alertdialog', { name: 'هل ما زلت هنا؟' });
    expect(prompt).toHaveAccessibleDescription('نبدأ من جديد خلال 15 ثانية');
    expect(within(prompt).getByRole('button', { name: 'ما زلت هنا' })).toHaveFocus();
  });

  it('gives the staff PIN pad and the kiosk status in Arabic on an Arabic page', async () => {
    const user = userEvent.setup();
    const { fake } = await startKiosk('/ar/lore', {
      kioskState: { phase: 'active' },
      exitResults: [{ ok: false }, { ok: false, retryAfterSeconds: 3 }],
    });
    act(() => fake.emit.exitRequest());
    const dialog = await screen.findByRole('dialog', { name: 'خروج الموظفين' });
    expect(within(dialog).getByText('الرسوم دون اتصال: الحفظ المسبق متوقف')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'فتح' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('أدخل الرمز السري');
    await user.click(within(dialog).getByRole('button', { name: '7' }));
    await user.click(within(dialog).getByRole('button', { name: 'فتح' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('الرمز السري غير صحيح');
    await user.click(within(dialog).getByRole('button', { name: '7' }));
    await user.click(within(dialog).getByRole('button', { name: 'فتح' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'محاولات خاطئة كثيرة. حاول مرة أخرى بعد 3 ثوانٍ.',
    );
    expect(within(dialog).getByRole('button', { name: 'حذف آخر رقم' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'مسح الرسوم المحفوظة' })).toBeVisible();
  });

  it('forgets the visitor’s language at the reset and keeps Arabic pages allowed', async () => {
    window.localStorage.setItem('language', 'ar');
    const { fake, router } = await startKiosk('/ar/lore', { kioskState: { phase: 'active' } });
    expect(router.state.location.pathname).toBe('/ar/lore');
    emitState(fake, { phase: 'resetting' });
    expect(await screen.findByTestId('attract-screen')).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem('language')).toBeNull();
  });
});
