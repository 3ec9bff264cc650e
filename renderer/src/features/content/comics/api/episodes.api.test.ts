import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../../test/render';
import { fetchReadableEpisodes } from './episodes.api';

const summary = (slug: string, available: boolean) => ({
  id: `id-${slug}`,
  slug,
  title: `Episode ${slug}`,
  description: null,
  arc: null,
  heroId: null,
  coverImage: `/api/episodes/${slug}/cover`,
  requiredTier: available ? 'FREE' : 'GOLD',
  releaseAt: '2026-11-01T00:00:00.000Z',
  lockUntil: null,
  featured: false,
  pageCount: 1,
  availableAt: available ? '2026-11-01T00:00:00.000Z' : null,
  available,
});
const withPages = (slug: string) => ({
  ...summary(slug, true),
  pages: [{ number: 1, image: `/api/episodes/${slug}/pages/1` }],
});

afterEach(() => vi.unstubAllGlobals());

describe('fetchReadableEpisodes', () => {
  it('returns the server episodes the reader may read now, with their pages', async () => {
    const server = fakeFetch({
      'GET /api/episodes': {
        body: [
          summary('night-watch', true),
          summary('gold-only', false),
          // A bundled comic listed by the server too: the app has it already.
          summary('origins-1', true),
          // Listed, then gone when asked for.
          summary('withdrawn', true),
        ],
      },
      'GET /api/episodes/night-watch': { body: withPages('night-watch') },
      'GET /api/episodes/origins-1': { body: withPages('origins-1') },
    });
    vi.stubGlobal('fetch', server.fn);
    const episodes = await fetchReadableEpisodes();
    expect(episodes.map((episode) => episode.slug)).toEqual(['night-watch']);
    expect(episodes[0]!.pages).toEqual([{ number: 1, image: '/api/episodes/night-watch/pages/1' }]);
    const asked = server.calls.map((call) => call.url);
    expect(asked).not.toContain('/api/episodes/gold-only');
    expect(asked).not.toContain('/api/episodes/origins-1');
    expect(asked).toContain('/api/episodes/withdrawn');
  });

  it('fails when the list itself cannot be had', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/episodes': { status: 503, body: {} } }).fn);
    await expect(fetchReadableEpisodes()).rejects.toThrow();
  });
});
