import type { EpisodeEntity } from './entities/episode.entity.js';

/** Whether any page of the episode has panel boxes drawn in the console. */
export const hasDrawnPanels = (episode: EpisodeEntity): boolean =>
  episode.pages.some((page) => (page.panels?.length ?? 0) > 0);

/**
 * The panel data of an episode made in the console, from the boxes drawn on its pages: the same
 * document the generated episodes have (guided view, text layer, read-aloud), in one language
 * (lettering in the other language only where a panel has none in this one).
 */
export function drawnPanels(episode: EpisodeEntity, language: 'en' | 'ar') {
  const ar = language === 'ar';
  return {
    comic: episode.slug,
    title: (ar && episode.titleAr) || episode.title,
    language,
    readingOrder: ar ? ('rtl' as const) : ('ltr' as const),
    guided: episode.pages.map((page) => ({
      role: ['page'] as const,
      imgref: page.image,
      children: (page.panels ?? []).map((box) => {
        const lettering = ar ? box.letteringAr || box.lettering : box.lettering || box.letteringAr;
        return {
          role: ['panel'] as const,
          imgref: `${page.image}#xywh=percent:${box.x},${box.y},${box.w},${box.h}`,
          text: ar ? box.descriptionAr : box.description,
          shot: 'panel',
          cast: [],
          children: lettering ? [{ role: ['caption'] as const, text: lettering }] : [],
        };
      }),
    })),
  };
}
