import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { Edition } from '../mail/edition.js';
import type { EmailList } from './email-list-tokens.js';
import { NewsletterEntity } from './entities/newsletter.entity.js';
import { PreRegistrationEntity } from './entities/pre-registration.entity.js';

/** A sign-up to either list (the two tables have the same columns). */
export type ListSignup = NewsletterEntity | PreRegistrationEntity;

const ENTITIES = { newsletter: NewsletterEntity, store: PreRegistrationEntity } as const;
const TABLES = { newsletter: 'newsletters', store: 'pre_registrations' } as const;

/** The newsletter's and the store pre-registration's addresses, stored lower-cased. */
@Injectable()
export class EmailListsRepository {
  constructor(
    @InjectRepository(NewsletterEntity) private readonly newsletter: Repository<NewsletterEntity>,
  ) {}

  get manager(): EntityManager {
    return this.newsletter.manager;
  }

  /**
   * The sign-up of `email`, created (unconfirmed, in `language`) when there is none, and locked
   * for the caller's transaction: relying on the unique constraint rather than a lookup first keeps
   * two simultaneous sign-ups to one row. `created` says whether this call made it.
   */
  async lockOrCreate(
    manager: EntityManager,
    list: EmailList,
    email: string,
    language: Edition,
  ): Promise<{ signup: ListSignup; created: boolean }> {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO ${TABLES[list]} (email, language) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING RETURNING id`,
      [email, language],
    );
    const signup = await manager.findOneOrFail(ENTITIES[list], {
      where: { email },
      lock: { mode: 'pessimistic_write' },
    });
    return { signup, created: inserted.length === 1 };
  }

  find(list: EmailList, id: string, manager = this.manager): Promise<ListSignup | null> {
    return manager.findOne(ENTITIES[list], { where: { id } });
  }

  async update(
    manager: EntityManager,
    list: EmailList,
    id: string,
    changes: Partial<
      Pick<ListSignup, 'language' | 'confirmSentAt' | 'confirmedAt' | 'unsubscribedAt'>
    >,
  ): Promise<void> {
    await manager.update(ENTITIES[list], { id }, changes);
  }
}
