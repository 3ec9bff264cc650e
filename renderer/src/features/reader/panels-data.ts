import { guidedDocumentSchema, XYWH_PERCENT } from '@shared/content/guided.schemas';
import type { ComicPanel, ComicPanels } from './use-panels';

/** The panel data as the reader uses it, or null when it is not valid panel data. */
export function parsePanels(raw: unknown): ComicPanels | null {
  const parsed = guidedDocumentSchema.safeParse(raw);
  if (!parsed.success) return null;
  return parsed.data.guided.map((page) =>
    page.children.map((panel): ComicPanel => {
      const [, x = 0, y = 0, width = 100, height = 100] = (XYWH_PERCENT.exec(panel.imgref) ?? [])
        .slice(0, 5)
        .map(Number);
      return {
        box: { x, y, width, height },
        description: panel.text,
        lettering: panel.children,
      };
    }),
  );
}
