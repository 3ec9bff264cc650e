import { useEffect, useRef } from 'react';
import { useToast } from '../../../components/toast/toast.atoms';
import { useReminders, useToggleReminder } from './api/episodes.api';
import { episodeWords } from '@shared/content/server-episodes';
import { useEdition, useTranslation } from '../../../lib/i18n';
import { EPISODES_NS } from '../../../lib/i18n/namespaces/episodes';

/** Timers further out than this are set again later (setTimeout holds at most about 24.8 days). */
const MAX_WAIT_MS = 6 * 60 * 60 * 1000;

/**
 * The in-app notice of "Remind me": when an episode a member asked about unlocks for them, a toast
 * says so once and the reminder is used up. The list is asked for again at the next unlock time,
 * so the notice comes while the member is in the app, without a reload.
 */
export function ReminderNotices({ signedIn }: { signedIn: boolean }) {
  const language = useEdition();
  const { t } = useTranslation(EPISODES_NS);
  const { data: reminders, refetch } = useReminders(signedIn);
  const { toast } = useToast();
  const { mutate: forget } = useToggleReminder();
  const shown = useRef(new Set<string>());

  useEffect(() => {
    for (const reminder of reminders ?? []) {
      if (!reminder.available || shown.current.has(reminder.slug)) continue;
      shown.current.add(reminder.slug);
      toast({
        title: t('noticeTitle'),
        description: t('noticeText', { title: episodeWords(reminder, language).title }),
      });
      forget({ slug: reminder.slug, on: false });
    }
  }, [reminders, toast, forget, language, t]);

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
