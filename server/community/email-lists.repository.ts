import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { NewsletterEntity } from './entities/newsletter.entity.js';
import { PreRegistrationEntity } from './entities/pre-registration.entity.js';

/**
 * Adds an address in one statement; false when it is already there. Relying on the unique
 * constraint (not a lookup first) keeps two simultaneous sign-ups from both succeeding.
 */
async function insertUnlessPresent(
  repository: Repository<NewsletterEntity | PreRegistrationEntity>,
  table: 'newsletters' | 'pre_registrations',
  email: string,
): Promise<boolean> {
  const rows: unknown[] = await repository.query(
    `INSERT INTO ${table} (email) VALUES ($1) ON CONFLICT (email) DO NOTHING RETURNING id`,
    [email],
  );
  return rows.length === 1;
}

@Injectable()
export class NewsletterRepository {
  constructor(
    @InjectRepository(NewsletterEntity) private readonly subscribers: Repository<NewsletterEntity>,
  ) {}

  subscribe(email: string): Promise<boolean> {
    return insertUnlessPresent(this.subscribers, 'newsletters', email);
  }
}

@Injectable()
export class PreRegistrationsRepository {
  constructor(
    @InjectRepository(PreRegistrationEntity)
    private readonly registrations: Repository<PreRegistrationEntity>,
  ) {}

  register(email: string): Promise<boolean> {
    return insertUnlessPresent(this.registrations, 'pre_registrations', email);
  }
}
