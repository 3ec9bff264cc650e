// Draws the pages and covers of the server's episodes (shared/content/episode-script.json), and
// writes their panel data (guided.json), into the folder the server serves them from:
// `npm run art:episodes` (`-- --out <dir>` for another folder).
import { join, resolve } from 'node:path';
import episodeScript from '../../../shared/content/episode-script.json' with { type: 'json' };
import { comicPageImage } from '../../../shared/content/page-image.js';
import { SERVER_EPISODES, serverEpisodePage } from '../../../shared/content/server-episodes.js';
import { comicPage } from './comic-pages.js';
import { cover } from './covers.js';
import { type ArtFile, loadScript } from './generate.js';
import { guidedDocument } from './guided.js';
import { writeArt } from './write.js';

const EPISODE_ART_DIR = join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  'server',
  'content',
  'episode-art',
);

const COVERS: Record<string, Parameters<typeof cover>[0]> = {
  'dubai-guardians-002': {
    issue: 'EP 002',
    bg: 'metro-dark',
    fx: ['eyes'],
    fig: ['noor', 'saqr'],
  },
  'dubai-guardians-003': {
    issue: 'EP 003',
    bg: 'sea-day',
    fx: ['light'],
    fig: ['saqr', 'noor'],
  },
};

/**
 * Every page and cover of the server episodes and their panel data (guided view, text layer and
 * read-aloud; the pages are lettered in English only), paths relative to the episode art folder.
 */
export function generateEpisodeArt(): ArtFile[] {
  const script = loadScript(episodeScript);
  return SERVER_EPISODES.flatMap((episode) => {
    const chapters = script[episode.slug];
    const spec = COVERS[episode.slug];
    if (!chapters || !spec) throw new Error(`No script or cover for ${episode.slug}`);
    const pages = chapters.flatMap((chapter) => chapter.pages);
    return [
      { path: `${episode.slug}/cover.svg`, content: cover(spec, episode.title) },
      ...pages.map((page, i) => ({
        path: comicPageImage(episode.slug, i + 1),
        content: comicPage(episode.slug, episode.title, page, i + 1),
      })),
      {
        path: `${episode.slug}/guided.json`,
        content: `${JSON.stringify(
          guidedDocument(episode.slug, episode.title, chapters, 'en', (pageNumber) =>
            serverEpisodePage(episode.slug, pageNumber),
          ),
        )}\n`,
      },
    ];
  });
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const outArg = process.argv.indexOf('--out');
  const outDir = outArg > 0 ? resolve(process.argv[outArg + 1] ?? '') : EPISODE_ART_DIR;
  const files = generateEpisodeArt();
  writeArt(files, outDir);
  console.log(`Wrote ${files.length} episode art files to ${outDir}.`);
}
