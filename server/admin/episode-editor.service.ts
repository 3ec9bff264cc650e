import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { serverEpisodeCover, serverEpisodePage } from '../../shared/content/server-episodes.js';
import type { AuditAction } from '../../shared/schemas/admin.schemas.js';
import {
  type EditorEpisode,
  type EditorEpisodeSummary,
  type EpisodeChanges,
  type EpisodeDraft,
  type EpisodePagesBody,
  episodeSlug,
} from '../../shared/schemas/admin-episodes.schemas.js';
import { EpisodeEntity } from '../content/entities/episode.entity.js';
import { EpisodesService } from '../content/episodes.service.js';
import { FILE_STORAGE, type FileStorage } from '../storage/file-storage.js';
import { type Actor, AuditLogService } from './audit-log.service.js';

const NOT_FOUND = 'Episode not found';

const refuse = (field: string, message: string) =>
  new BadRequestException({ message, errors: { [field]: [message] } });

/** Refuses a panel box that leaves its page (x + w or y + h above 100). */
function insidePages(body: EpisodePagesBody): void {
  for (const [index, page] of body.pages.entries())
    for (const [number, box] of page.panels.entries()) {
      const field = `pages.${index}.panels.${number}`;
      const where = `Panel ${number + 1} of page ${index + 1}`;
      if (box.x + box.w > 100.001)
        throw refuse(`${field}.w`, `${where} leaves the page: x + width must be at most 100`);
      if (box.y + box.h > 100.001)
        throw refuse(`${field}.h`, `${where} leaves the page: y + height must be at most 100`);
    }
}

/** Whether the console edits the episode's pages: uploaded ones, or none yet (not generated art). */
const editable = (episode: EpisodeEntity) => episode.pages.every((page) => Boolean(page.file));

function summary(episode: EpisodeEntity): EditorEpisodeSummary {
  return {
    slug: episode.slug,
    arc: episode.arc,
    arcAr: episode.arcAr ?? null,
    number: episode.number,
    title: episode.title,
    titleAr: episode.titleAr,
    description: episode.description,
    descriptionAr: episode.descriptionAr,
    requiredTier: episode.requiredTier,
    releaseAt: episode.releaseAt?.toISOString() ?? null,
    published: episode.published,
    coverImage: episode.coverImage,
    editable: editable(episode),
    pageCount: episode.pages.length,
  };
}

function view(episode: EpisodeEntity): EditorEpisode {
  const { pageCount: _count, ...rest } = summary(episode);
  return {
    ...rest,
    pages: episode.pages.map((page) => ({
      number: page.number,
      image: page.image,
      alt: page.text ?? '',
      altAr: page.textAr ?? '',
      panels: page.panels ?? [],
      key: page.file ?? null,
    })),
  };
}

/** What the audit log keeps of an episode. */
const snapshot = (episode: EpisodeEntity) => ({
  ...summary(episode),
  pages: episode.pages.map((page) => page.file ?? page.image),
});

/** The episode editor of the console: episodes made from uploaded art, each action audited. */
@Injectable()
export class EpisodeEditorService {
  constructor(
    private readonly audit: AuditLogService,
    private readonly episodes: EpisodesService,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @InjectRepository(EpisodeEntity) private readonly rows: Repository<EpisodeEntity>,
  ) {}

  async list(): Promise<EditorEpisodeSummary[]> {
    const rows = await this.rows.find({
      order: { arc: 'ASC', number: 'ASC', releaseAt: 'ASC', slug: 'ASC' },
    });
    return rows.map(summary);
  }

  async get(slug: string): Promise<EditorEpisode> {
    return view(await this.find(this.rows.manager, slug));
  }

  create(actor: Actor, draft: EpisodeDraft): Promise<EditorEpisode> {
    const slug = episodeSlug(draft.arc, draft.number);
    return this.audit.act(actor, async (manager) => {
      if (await manager.exists(EpisodeEntity, { where: { slug } }))
        throw new ConflictException(`Episode ${draft.number} of ${draft.arc} exists already`);
      const episode = await manager.save(
        manager.create(EpisodeEntity, {
          slug,
          ...draft,
          arcAr: draft.arcAr || null,
          releaseAt: draft.releaseAt ? new Date(draft.releaseAt) : null,
          pages: [],
          published: false,
        }),
      );
      return this.logged('episode.create', null, episode);
    });
  }

  async update(actor: Actor, slug: string, changes: EpisodeChanges): Promise<EditorEpisode> {
    const { coverKey, releaseAt, arcAr, ...words } = changes;
    if (coverKey && !(await this.storage.exists(coverKey)))
      throw refuse('coverKey', 'The cover is not an uploaded file (upload it again)');
    const changed = await this.audit.act(actor, async (manager) => {
      const before = await this.find(manager, slug, true);
      const after = manager.merge(EpisodeEntity, manager.create(EpisodeEntity, before), {
        ...words,
        ...(arcAr !== undefined ? { arcAr: arcAr || null } : {}),
        ...(releaseAt !== undefined ? { releaseAt: releaseAt ? new Date(releaseAt) : null } : {}),
        ...(coverKey ? { coverFile: coverKey, coverImage: serverEpisodeCover(slug) } : {}),
      });
      await manager.save(after);
      return this.logged('episode.update', before, after);
    });
    if (releaseAt !== undefined) await this.followRelease(slug);
    return changed;
  }

  async setPages(actor: Actor, slug: string, body: EpisodePagesBody): Promise<EditorEpisode> {
    insidePages(body);
    for (const [index, page] of body.pages.entries())
      if (!(await this.storage.exists(page.key)))
        throw refuse(
          `pages.${index}.key`,
          `Page ${index + 1} is not an uploaded file (upload it again)`,
        );
    return this.audit.act(actor, async (manager) => {
      const before = await this.find(manager, slug, true);
      if (!editable(before))
        throw new ConflictException('The pages of a generated episode are not edited here');
      const after = manager.create(EpisodeEntity, {
        ...before,
        pages: body.pages.map((page, index) => ({
          number: index + 1,
          image: serverEpisodePage(slug, index + 1),
          ...(page.alt ? { text: page.alt } : {}),
          ...(page.altAr ? { textAr: page.altAr } : {}),
          ...(page.panels.length ? { panels: page.panels } : {}),
          file: page.key,
        })),
      });
      await manager.save(after);
      return this.logged('episode.pages', before, after);
    });
  }

  async publish(actor: Actor, slug: string, published: boolean): Promise<EditorEpisode> {
    const result = await this.audit.act(actor, async (manager) => {
      const before = await this.find(manager, slug, true);
      if (published && before.pages.length === 0)
        throw new ConflictException('An episode needs its pages before it is published');
      if (before.published === published)
        throw new ConflictException(
          published ? 'The episode is published already' : 'The episode is not published',
        );
      const after = manager.create(EpisodeEntity, { ...before, published });
      await manager.save(after);
      return this.logged(published ? 'episode.publish' : 'episode.unpublish', before, after);
    });
    await this.followRelease(slug);
    return result;
  }

  /** The episode's reminder mails follow its release once the change is committed. */
  private async followRelease(slug: string): Promise<void> {
    const episode = await this.episodes.findPublished(slug).catch(() => null);
    if (episode) await this.episodes.followRelease(episode);
  }

  private logged(action: AuditAction, before: EpisodeEntity | null, after: EpisodeEntity) {
    return Promise.resolve({
      result: view(after),
      change: {
        action,
        targetType: 'episode',
        targetId: after.slug,
        before: before && snapshot(before),
        after: snapshot(after),
      },
    });
  }

  private async find(manager: EntityManager, slug: string, lock = false): Promise<EpisodeEntity> {
    const episode = await manager.findOne(EpisodeEntity, {
      where: { slug },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!episode) throw new NotFoundException(NOT_FOUND);
    return episode;
  }
}
