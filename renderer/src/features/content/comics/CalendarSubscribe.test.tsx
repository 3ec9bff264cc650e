import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { CalendarSubscribe, webcalUrl } from './CalendarSubscribe';

const PATH = '/api/episodes/calendar.ics?token=abc';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CalendarSubscribe', () => {
  it('turns the feed address into a webcal: one for calendar apps', () => {
    expect(webcalUrl('https://abtal-universe.com/api/episodes/calendar.ics?tier=GOLD')).toBe(
      'webcal://abtal-universe.com/api/episodes/calendar.ics?tier=GOLD',
    );
    expect(webcalUrl('http://localhost:5173/x.ics')).toBe('webcal://localhost:5173/x.ics');
  });

  it('offers subscribe, copy and download with a line per platform', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderRoutes([{ path: '/', element: <CalendarSubscribe path={PATH} label="My calendar" /> }]);
    const toggle = screen.getByRole('button', { name: 'My calendar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const full = new URL(PATH, window.location.origin).href;
    expect(screen.getByRole('link', { name: 'Subscribe in your calendar app' })).toHaveAttribute(
      'href',
      webcalUrl(full),
    );
    expect(screen.getByRole('link', { name: 'Download the .ics file' })).toHaveAttribute(
      'href',
      PATH,
    );
    expect(screen.getByRole('textbox', { name: 'Calendar link' })).toHaveValue(full);
    for (const app of [/^Apple Calendar:/, /^Google Calendar:/, /^Outlook:/])
      expect(screen.getByText(app)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Copy the link' }));
    expect(writeText).toHaveBeenCalledWith(full);
    expect(await screen.findByText('Calendar link copied')).toBeInTheDocument();
  });

  it('says so when the browser refuses to copy', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: () => Promise.reject(new Error('denied')) },
    });
    renderRoutes([{ path: '/', element: <CalendarSubscribe path={PATH} label="My calendar" /> }]);
    fireEvent.click(screen.getByRole('button', { name: 'My calendar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Copy the link' }));
    await waitFor(() =>
      expect(screen.getByText('Could not copy: select the link and copy it')).toBeInTheDocument(),
    );
  });
});
