import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useToast } from '../../../components/toast/toast.atoms';
import { storage } from '../../../lib/storage';
import { useReminders } from './api/episodes.api';
import { episodeWords } from '@shared/content/server-episodes';
import { useEdition, useTranslation } from '../../../lib/i18n';
import { EPISODES_NS } from '../../../lib/i18n/namespaces/episodes';

/** Timers further out than this are set again later (setTimeout holds at most about 24.8 days). */
const MAX_WAIT_MS = 6 * 60 * 60 * 1000;

/** The reminders this browser has already announced (slugs), so a reload does not repeat them. */
const ANNOUNCED_KEY = 'abtal.reminders.announced';

const announced = (): string[] => {
  try {
    const list: unknown = JSON.parse(storage.get(ANNOUNCED_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((slug) => typeof slug === 'string') : [];
  } catch {
    return [];
  }
};

/**
 * The in-app notice of "Remind me": when an episode a member asked about unlocks for them, a toast
 * says so once on this browser. The reminder itself stays in the header's notifications until the
 * member opens it (NotificationsMenu). The list is asked for again at the next unlock time, so the
 * notice comes while the member is in the app, without a reload.
 */
export function ReminderNotices({ signedIn }: { signedIn: boolean }) {
  const language = useEdition();
  const { t } = useTranslation(EPISODES_NS);
  const { data: reminders, refetch } = useReminders(signedIn);
  const { toast } = useToast();
  const shown = useRef<Set<string> | null>(null);
  // The reader keeps the whole screen for the page: the notice waits until the member leaves it.
  const reading = /\/comics\/reader\//.test(useLocation().pathname);

  useEffect(() => {
    if (!reminders || reading) return;
    shown.current ??= new Set(announced());
    const current = new Set(reminders.map((reminder) => reminder.slug));
    for (const reminder of reminders) {
      if (!reminder.available || shown.current.has(reminder.slug)) continue;
      shown.current.add(reminder.slug);
      toast({
        title: t('noticeTitle'),
        description: t('noticeText', { title: episodeWords(reminder, language).title }),
      });
    }
    // Only the member's current reminders are kept: an opened or removed one is forgotten here too.
    storage.set(
      ANNOUNCED_KEY,
      JSON.stringify([...shown.current].filter((slug) => current.has(slug))),
    );
  }, [reminders, reading, toast, language, t]);

  useEffect(() => {
    const next = (reminders ?? [])
      .filter((reminder) => !reminder.available && reminder.availableAt)
      .map((reminder) => Date.parse(reminder.availableAt ?? ''))
      .sort((a, b) => a - b)[0];
    if (next === undefined) return;
    const wait = Math.min(Math.max(next - Date.now(), 0) + 500, MAX_WAIT_MS);
    const timer = setTimeout(() => void refetch(), wait);
    return () => clearTimeout(timer);
  }, [reminders, refetch]);

  return null;
}
