import { ConflictException, Injectable } from '@nestjs/common';
import type { EmailSignup } from '../../shared/schemas/community.schemas.js';
import { NewsletterRepository, PreRegistrationsRepository } from './email-lists.repository.js';

const ALREADY_SUBSCRIBED = 'This email is already subscribed';
const ALREADY_REGISTERED = 'This email is already registered';

/** Addresses are kept lower-cased: one person, one entry, whatever the capitalisation. */
const normalise = (email: string) => email.trim().toLowerCase();

@Injectable()
export class EmailListsService {
  constructor(
    private readonly newsletter: NewsletterRepository,
    private readonly preRegistrations: PreRegistrationsRepository,
  ) {}

  async subscribe(rawEmail: string): Promise<EmailSignup> {
    const email = normalise(rawEmail);
    if (!(await this.newsletter.subscribe(email))) throw new ConflictException(ALREADY_SUBSCRIBED);
    return { email };
  }

  async preRegister(rawEmail: string): Promise<EmailSignup> {
    const email = normalise(rawEmail);
    if (!(await this.preRegistrations.register(email))) {
      throw new ConflictException(ALREADY_REGISTERED);
    }
    return { email };
  }
}
