import {
  Controller,
  Inject,
  NotFoundException,
  Param,
  PayloadTooLargeException,
  Query,
  Req,
  Res,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { z } from 'zod';
import {
  type PageUpload,
  type PageUploadQuery,
  pageUploadQuerySchema,
  pageUploadSchema,
  type UploadProgress,
  uploadProgressParamsSchema,
  uploadProgressSchema,
} from '../../shared/schemas/admin.schemas.js';
import { AdminService } from '../admin/admin.service.js';
import { RequireRoles, RolesGuard } from '../auth/roles.guard.js';
import { Endpoint } from '../common/endpoint.js';
import { SessionUserId } from '../common/session-user-id.decorator.js';
import { sendServedFile } from '../content/episodes.controller.js';
import { FILE_STORAGE, type FileStorage } from '../storage/file-storage.js';
import { UPLOAD_LIMITS } from './page-files.js';
import { UploadProgressService } from './upload-progress.js';
import { UploadsService } from './uploads.service.js';

const MEDIA_TYPES =
  /^(?:application\/(?:octet-stream|zip|x-cbz|vnd\.comicbook\+zip)|image\/[\w.+-]+)$/;

/** The request's body, up to `max` bytes (a larger one is refused while it arrives). */
async function bodyOf(req: Request, max: number): Promise<Buffer> {
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (!MEDIA_TYPES.test(type))
    throw new UnsupportedMediaTypeException(
      'Send the file itself as the body: application/octet-stream, application/zip or an image type',
    );
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max)
      throw new PayloadTooLargeException(`The upload is larger than ${max / 1024 / 1024} MB`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The address of an uploaded file: its key's folder (a uuid) and name (`001.webp`). */
const uploadedFileParamsSchema = z.object({
  id: z.uuid({ error: 'Id must be an upload’s id (a uuid)' }),
  file: z.string().regex(/^\d{3}\.webp$/, 'File must be a converted file’s name, e.g. 001.webp'),
});

/** Page art uploads for the episode editor (ADMIN accounts only). */
@Controller('admin/uploads')
@RequireRoles('ADMIN')
export class UploadsController {
  constructor(
    private readonly admin: AdminService,
    private readonly uploads: UploadsService,
    private readonly progress: UploadProgressService,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  @Endpoint('POST', '', {
    tag: 'admin',
    summary: "Uploads an episode's pages: one image or a ZIP/CBZ archive (ADMIN accounts only)",
    description:
      'The body is the file itself (application/octet-stream, application/zip or image/*). Checked by content: PNG, JPEG and WebP pages only, SVG and anything else refused; archives checked for entry count, unpacked size, compression ratio and paths leaving their folder. Each page is converted to WebP at the reader’s size (1600×2400 pages, 600×900 covers), upright, with its EXIF and other metadata removed. Nothing is kept from a refused upload. Logged in the audit log.',
    query: pageUploadQuerySchema,
    status: 201,
    response: pageUploadSchema,
    responseDescription: 'The stored pages, in page order',
    signedIn: true,
    guards: [RolesGuard],
    errors: {
      403: 'Not an ADMIN account, or the request comes from another site',
      413: 'A page or the upload is too large, or an archive unpacks past the limits',
      415: 'The body is not a file',
    },
  })
  async upload(
    @SessionUserId() actorId: string,
    @Query() query: PageUploadQuery,
    @Req() req: Request,
  ): Promise<PageUpload> {
    const progress = this.progress.start(query.progress, actorId);
    const data = await bodyOf(req, UPLOAD_LIMITS.uploadBytes);
    const actor = await this.admin.actor(actorId);
    return this.uploads.upload(actor, query.name, data, query.kind, progress);
  }

  @Endpoint('GET', 'progress/:id', {
    tag: 'admin',
    summary:
      'How far the server is with an upload it is receiving or converting (ADMIN accounts only)',
    description:
      'The id is the `progress` the upload was sent with. Pages converted and stored of the pages expected (an archive’s entry count until the end), then `done` or `failed` with its message. Kept by the server converting it, for 10 minutes.',
    params: uploadProgressParamsSchema,
    response: uploadProgressSchema,
    responseDescription: 'The progress',
    signedIn: true,
    guards: [RolesGuard],
    errors: { 403: 'Not an ADMIN account', 404: 'No upload of this account with this id here' },
  })
  progressOf(@SessionUserId() actorId: string, @Param('id') id: string): UploadProgress {
    const progress = this.progress.read(id, actorId);
    if (!progress) throw new NotFoundException('No upload with this progress id');
    return progress;
  }

  // After progress/:id, whose address it would otherwise take.
  @Endpoint('GET', ':id/:file', {
    tag: 'admin',
    summary: 'One uploaded, converted page or cover, as the editor shows it (ADMIN accounts only)',
    description: 'The address is the file’s key: `uploads/{id}/{file}` after /api/admin/.',
    params: uploadedFileParamsSchema,
    produces: 'image/webp',
    response: z.string(),
    responseDescription: 'The image (WebP)',
    signedIn: true,
    guards: [RolesGuard],
    errors: { 403: 'Not an ADMIN account', 404: 'No such uploaded file' },
  })
  async file(
    @Param('id') id: string,
    @Param('file') file: string,
    @Res() res: Response,
  ): Promise<void> {
    const found = await this.storage.get(`uploads/${id}/${file}`);
    if (!found) throw new NotFoundException('No such uploaded file');
    res.setHeader('Cache-Control', 'private, no-store');
    sendServedFile(res, found);
  }
}
