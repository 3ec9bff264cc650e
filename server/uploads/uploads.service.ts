import { randomUUID } from 'node:crypto';
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type { PageUpload } from '../../shared/schemas/admin.schemas.js';
import { type Actor, AuditLogService } from '../admin/audit-log.service.js';
import { FILE_STORAGE, type FileStorage } from '../storage/file-storage.js';
import { type PageImage, pagesOf, UPLOAD_LIMITS } from './page-files.js';
import { rendition, type RenditionKind } from './page-renditions.js';
import type { ProgressWriter } from './upload-progress.js';

type StoredPage = PageUpload['pages'][number];

const refuse = (message: string) =>
  new BadRequestException({ message, errors: { file: [message] } });

/** Page art uploads: each page checked, converted and stored as it is unpacked, then audited. */
@Injectable()
export class UploadsService {
  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly audit: AuditLogService,
  ) {}

  /**
   * Stores the pages of an image or a ZIP/CBZ archive under `uploads/<upload id>/`, each converted
   * to the reader's WebP rendition (upright, EXIF and all other metadata dropped) and stored as
   * soon as it is unpacked, so the server holds one page at a time. If any page is refused or
   * anything fails, every page already stored is deleted again: nothing of a failed upload stays,
   * in any storage. The audit entry is written once all are stored.
   */
  async upload(
    actor: Actor,
    name: string,
    data: Buffer,
    kind: RenditionKind,
    progress: ProgressWriter,
  ): Promise<PageUpload> {
    const uploadId = randomUUID();
    const stored = new Map<PageImage, StoredPage>();
    try {
      const pages = await pagesOf(
        name,
        data,
        UPLOAD_LIMITS,
        async (page) => {
          const converted = await rendition(page.name, page.data, kind);
          const key = `uploads/${uploadId}/${String(stored.size + 1).padStart(3, '0')}.webp`;
          const kept: PageImage = { name: page.name, type: 'image/webp', data: Buffer.alloc(0) };
          stored.set(kept, { key, name: page.name, type: 'image/webp', bytes: converted.length });
          await this.storage.put(key, { data: converted, contentType: 'image/webp' });
          progress.converted();
          return kept;
        },
        (total) => progress.expect(total),
      );
      if (kind === 'cover' && pages.length !== 1) throw refuse('A cover is one image');
      const result = { uploadId, pages: pages.map((page) => stored.get(page)!) };
      await this.audit.act(actor, () =>
        Promise.resolve({
          result: null,
          change: {
            action: 'pages.upload',
            targetType: 'upload',
            targetId: uploadId,
            before: null,
            after: { file: name, pages: result.pages.length, bytes: data.length },
          },
        }),
      );
      progress.done();
      return result;
    } catch (error) {
      await Promise.allSettled([...stored.values()].map(({ key }) => this.storage.delete(key)));
      progress.failed((error as { message?: string }).message ?? 'The upload failed');
      throw error;
    }
  }
}
