import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../ui/Button';
import { renderRoutes } from '../../test/render';
import { TOAST_DURATION_MS, useToast } from './toast.atoms';

function Trigger() {
  const { toast } = useToast();
  return (
    <>
      <Button onClick={() => toast({ title: 'Subscribed!' })}>first</Button>
      <Button
        onClick={() =>
          toast({
            title: 'Error',
            description: 'Failed to subscribe. Please try again.',
            variant: 'destructive',
          })
        }
      >
        second
      </Button>
    </>
  );
}

const routes = [{ path: '/', element: <Trigger /> }];

afterEach(() => vi.useRealTimers());

describe('Toaster', () => {
  it('shows one toast at a time: a new one replaces the current one', async () => {
    renderRoutes(routes);
    fireEvent.click(await screen.findByRole('button', { name: 'first' }));
    expect(screen.getByText('Subscribed!')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'second' }));
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.queryByText('Subscribed!')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to subscribe. Please try again.');
  });

  it('disappears after 5000 ms', async () => {
    renderRoutes(routes);
    const button = await screen.findByRole('button', { name: 'first' });
    vi.useFakeTimers();
    fireEvent.click(button);
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 10);
    });
    expect(screen.getByText('Subscribed!')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(20);
    });
    expect(screen.queryByText('Subscribed!')).not.toBeInTheDocument();
  });

  it('is dismissed by a swipe right past 50 px but not by a shorter one', async () => {
    renderRoutes(routes);
    fireEvent.click(await screen.findByRole('button', { name: 'first' }));
    const toast = screen.getByTestId('toast');
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerMove(toast, { clientX: 140 });
    fireEvent.pointerUp(toast, { clientX: 140 });
    expect(screen.getByText('Subscribed!')).toBeInTheDocument();
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerMove(toast, { clientX: 160 });
    fireEvent.pointerUp(toast, { clientX: 160 });
    expect(screen.queryByText('Subscribed!')).not.toBeInTheDocument();
  });

  it('F8 focuses the notification region', async () => {
    renderRoutes(routes);
    await screen.findByRole('button', { name: 'first' });
    fireEvent.keyDown(window, { key: 'F8' });
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveFocus();
  });
});
