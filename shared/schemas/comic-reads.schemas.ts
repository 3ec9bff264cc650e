// A comic's read count, as the API answers it and the reader checks it as it opens. Written with
// zod's small build (`zod/mini`): the reader's first page view loads only that much of the schema
// library.
import * as z from 'zod/mini';

export const comicReadCountSchema = z.object({ comicId: z.string(), count: z.int() });
export type ComicReadCount = z.infer<typeof comicReadCountSchema>;
