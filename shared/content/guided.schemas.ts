// The panel data of the bundled comics (guided.json), as the reader loads it beside a comic's pages:
// a module of its own, apart from the schemas of the comic scripts the art generator reads, so the
// reader builds only these few schemas (building all of them took 40 to 60 ms of a phone's main
// thread as the reader opened). Written with zod's small build (`zod/mini`, the same rules and
// checks): the reader then loads and starts a sixth of the schema library's code.
import * as z from 'zod/mini';
import { CAST } from './cast.js';

const text = () => z.string().check(z.minLength(1));

/** A caption, balloon or page title in the panel data (guided.json), in one language. */
const guidedLetterSchema = z.object({
  role: z.tuple([z.enum(['title', 'caption', 'speech', 'thought', 'shout', 'sound'])]),
  speaker: z.optional(z.object({ id: z.enum(CAST), name: text() })),
  text: text(),
});

/** `#xywh=percent:x,y,w,h`: a panel's box in percentages of its page. */
export const XYWH_PERCENT = /#xywh=percent:([\d.]+),([\d.]+),([\d.]+),([\d.]+)$/;

/**
 * A panel: its box on the page image, its scene description, the shot and who is in it, and its
 * lettering in reading order.
 */
const guidedPanelSchema = z.object({
  role: z.tuple([z.literal('panel')]),
  imgref: z.string().check(z.regex(XYWH_PERCENT)),
  text: text(),
  shot: text(),
  cast: z.array(z.enum(CAST)),
  children: z.array(guidedLetterSchema),
});

/**
 * The panel data of a comic in one language, written by the art generator after the Readium Guided
 * Navigation draft: per page, its panels in reading order (right to left in Arabic).
 */
export const guidedDocumentSchema = z.object({
  comic: text(),
  title: text(),
  language: z.enum(['en', 'ar']),
  readingOrder: z.enum(['ltr', 'rtl']),
  guided: z.array(
    z.object({
      role: z.tuple([z.literal('page')]),
      imgref: text(),
      children: z.array(guidedPanelSchema),
    }),
  ),
});

export type GuidedLetter = z.infer<typeof guidedLetterSchema>;
