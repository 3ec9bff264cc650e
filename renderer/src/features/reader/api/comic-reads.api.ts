import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { comicReadKey } from '@shared/constants';
import type { ComicReadCount } from '@shared/schemas/content.schemas';
import { lazySchema, readToEnd } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';

// The reader opens without the schema library: it loads with the first answer to check.
const comicReadCountSchema = lazySchema(
  async () => (await import('@shared/schemas/comic-reads.schemas')).comicReadCountSchema,
);

const comicReadsKey = (comicId: string) => ['/api/comic-reads', comicId] as const;

const comicReadsUrl = (comicId: string) => `/api/comic-reads/${encodeURIComponent(comicId)}`;

/** The read count of a comic; any non-OK answer (or a network failure) counts as 0. */
async function fetchComicReadCount(comicId: string, signal?: AbortSignal): Promise<ComicReadCount> {
  try {
    const res = await fetch(comicReadsUrl(comicId), { credentials: 'include', signal });
    if (!res.ok) {
      await readToEnd(res);
      return { comicId, count: 0 };
    }
    const answer: unknown = await res.json();
    const body = (await comicReadCountSchema()).safeParse(answer);
    return { comicId, count: body.success ? body.data.count : 0 };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { comicId, count: 0 };
  }
}

/** Counts one read of a comic. */
async function incrementComicRead(comicId: string): Promise<ComicReadCount> {
  const res = await fetch(comicReadsUrl(comicId), { method: 'POST', credentials: 'include' });
  if (!res.ok) {
    await readToEnd(res);
    throw new Error('Failed to increment read count');
  }
  const answer: unknown = await res.json();
  return (await comicReadCountSchema()).parse(answer);
}

function useComicReadCount(comicId: string, enabled = true) {
  return useQuery({
    queryKey: comicReadsKey(comicId),
    queryFn: ({ signal }) => fetchComicReadCount(comicId, signal),
    enabled,
  });
}

/** The increment's answer is the new count: it becomes the count shown. */
function useIncrementComicRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: incrementComicRead,
    onSuccess: async (answer, comicId) => {
      const queryKey = comicReadsKey(comicId);
      // A count requested before the increment landed may still be on its way with the old
      // count: drop it, the increment's answer is newer.
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, answer);
    },
  });
}

/**
 * The read count of a comic the reader shows, after counting the read of its first open on this
 * device. Used by the small component that shows the count (see ReaderBar), so each answer
 * re-renders that alone: held by the reader, the count's answer and the read's request and answer
 * re-rendered the whole reader as it opened. A first open asks only for the increment, whose
 * answer is the new count (one request and one answer instead of three); the count is asked for
 * when the comic was read here before, or when the increment fails.
 */
export function useReadCount(comicId: string): number | undefined {
  // The comic whose read this device is counting, and one whose increment failed.
  const [counting, setCounting] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const askCount =
    failed === comicId || (counting !== comicId && storage.get(comicReadKey(comicId)) === 'true');
  const { data } = useComicReadCount(comicId, askCount);
  // The ref keeps StrictMode's second effect run (and a storage that cannot be written) from
  // counting twice.
  const { mutate: countRead } = useIncrementComicRead();
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (counted.current === comicId) return;
    counted.current = comicId;
    if (storage.get(comicReadKey(comicId)) === 'true') return;
    storage.set(comicReadKey(comicId), 'true');
    setCounting(comicId);
    countRead(comicId, { onError: () => setFailed(comicId) });
  }, [comicId, countRead]);
  return data?.count;
}
