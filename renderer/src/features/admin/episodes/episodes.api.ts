import { useQuery } from '@tanstack/react-query';
import {
  type EditorEpisode,
  editorEpisodeListSchema,
  editorEpisodeSchema,
  type EpisodeChanges,
  type EpisodeDraft,
  type EpisodePagesBody,
  episodePreviewSchema,
} from '@shared/schemas/admin-episodes.schemas';
import {
  type PageUpload,
  pageUploadSchema,
  type UploadProgress,
  uploadProgressSchema,
} from '@shared/schemas/admin.schemas';
import { ApiError, apiJson, getQueryFn } from '../../../lib/api-client';
import { useConsoleAction } from '../api/admin.api';

const EPISODES = '/api/admin/episodes';
const AUDIT = '/api/admin/audit';

export const useEditorEpisodes = () =>
  useQuery({ queryKey: [EPISODES], queryFn: getQueryFn(editorEpisodeListSchema) });

export const useEditorEpisode = (slug: string | null) =>
  useQuery({
    queryKey: [`${EPISODES}/${slug ?? ''}`],
    queryFn: getQueryFn(editorEpisodeSchema),
    enabled: Boolean(slug),
  });

/** An episode action: the list, the episode and the audit log are read again after it. */
const useEpisodeAction = <V>(run: (vars: V) => Promise<EditorEpisode>) =>
  useConsoleAction([EPISODES, AUDIT], run);

const episodeUrl = (slug: string) => `${EPISODES}/${encodeURIComponent(slug)}`;

export const useCreateEpisode = () =>
  useEpisodeAction((draft: EpisodeDraft) => apiJson(editorEpisodeSchema, 'POST', EPISODES, draft));

export const useUpdateEpisode = () =>
  useEpisodeAction(({ slug, ...changes }: EpisodeChanges & { slug: string }) =>
    apiJson(editorEpisodeSchema, 'PATCH', episodeUrl(slug), changes),
  );

export const useSetPages = () =>
  useEpisodeAction(({ slug, pages }: EpisodePagesBody & { slug: string }) =>
    apiJson(editorEpisodeSchema, 'PUT', `${episodeUrl(slug)}/pages`, { pages }),
  );

export const usePublishEpisode = () =>
  useEpisodeAction(({ slug, published }: { slug: string; published: boolean }) =>
    apiJson(
      editorEpisodeSchema,
      'POST',
      `${episodeUrl(slug)}/${published ? 'publish' : 'unpublish'}`,
    ),
  );

/** Both halves of an upload's progress: the bytes sent, then the pages the server converted. */
export interface UploadState {
  sent: number;
  total: number;
  server: UploadProgress | null;
}

/**
 * Sends a file to POST /api/admin/uploads with XHR (fetch cannot tell upload progress), and polls
 * the server's conversion progress meanwhile. Resolves with the stored pages.
 */
export function uploadFile(
  file: File,
  kind: 'pages' | 'cover',
  onState: (state: UploadState) => void,
): Promise<PageUpload> {
  const progress = crypto.randomUUID();
  const state: UploadState = { sent: 0, total: file.size, server: null };
  const poll = setInterval(() => {
    void apiJson(uploadProgressSchema, 'GET', `/api/admin/uploads/progress/${progress}`)
      .then((server) => onState({ ...state, server }))
      .catch(() => undefined);
  }, 700);
  return new Promise<PageUpload>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const query = new URLSearchParams({ name: file.name, kind, progress });
    xhr.open('POST', `/api/admin/uploads?${query}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.setRequestHeader('Content-Language', document.documentElement.lang || 'en');
    xhr.upload.onprogress = (event) => {
      state.sent = event.loaded;
      state.total = event.total || file.size;
      onState({ ...state });
    };
    xhr.onerror = () => reject(new ApiError(0, '', 'Network error'));
    xhr.onload = () => {
      if (xhr.status !== 201) {
        reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
        return;
      }
      const parsed = pageUploadSchema.safeParse(JSON.parse(xhr.responseText));
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(xhr.status, '', 'Unexpected answer'));
    };
    xhr.send(file);
  }).finally(() => clearInterval(poll));
}

/** What a visitor or a tier sees of an episode right now (asked again each time it opens). */
export const useEpisodePreview = (slug: string, as: string) =>
  useQuery({
    queryKey: [`${episodeUrl(slug)}/preview?as=${encodeURIComponent(as)}`],
    queryFn: getQueryFn(episodePreviewSchema),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
