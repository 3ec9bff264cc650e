import { atom, useSetAtom } from 'jotai';
import { useCallback } from 'react';

type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastData extends ToastInput {
  id: number;
}

/** How long a toast stays up unless the pointer or focus rests on it. */
export const TOAST_DURATION_MS = 5000;
/** A rightward swipe past this many pixels dismisses the toast. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

/** At most one toast is shown at a time: a new one replaces the current one. */
export const toastAtom = atom<ToastData | null>(null);

let nextId = 1;

export function useToast() {
  const setToast = useSetAtom(toastAtom);
  const toast = useCallback(
    (input: ToastInput) => setToast({ ...input, id: nextId++ }),
    [setToast],
  );
  const dismiss = useCallback(() => setToast(null), [setToast]);
  return { toast, dismiss };
}
