import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_EPISODES } from '../../../shared/content/server-episodes.js';
import { generateEpisodeArt } from './episodes-cli.js';
import { listFiles } from './write.js';

const ART_DIR = join(import.meta.dirname, '..', '..', '..', 'server', 'content', 'episode-art');

describe('the art of the server episodes', () => {
  it('is committed exactly as the episode script draws it (npm run art:episodes)', () => {
    const files = generateEpisodeArt();
    expect(listFiles(ART_DIR)).toEqual(files.map((file) => file.path).sort());
    for (const file of files) {
      expect(readFileSync(join(ART_DIR, file.path), 'utf8'), file.path).toBe(file.content);
    }
  });

  it('gives every server episode a cover and 5 to 7 pages', () => {
    const files = generateEpisodeArt();
    for (const episode of SERVER_EPISODES) {
      const pages = files.filter((f) => f.path.startsWith(`${episode.slug}/page-`));
      expect(pages.length).toBeGreaterThanOrEqual(5);
      expect(pages.length).toBeLessThanOrEqual(7);
      expect(files.some((f) => f.path === `${episode.slug}/cover.svg`)).toBe(true);
    }
  });
});
