import { GoneException, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type {
  EmailListResult,
  EmailSignup,
  SignupStatus,
} from '../../shared/schemas/community.schemas.js';
import { Clock } from '../common/clock.js';
import { APP_CONFIG } from '../common/tokens.js';
import type { AppConfig } from '../config.js';
import { type Edition, editionUrl } from '../mail/edition.js';
import { MailService } from '../mail/mail.service.js';
import { LIST_CONFIRM_DAYS, listConfirmMail, listUnsubscribeHeaders } from './email-list-mails.js';
import { type EmailList, isListToken, listToken, readListToken } from './email-list-tokens.js';
import { EmailListsRepository, type ListSignup } from './email-lists.repository.js';

export const INVALID_CONFIRM_LINK =
  'This confirmation link is invalid or has expired. Sign up again to get a new one.';
export const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is invalid.';
export const CONFIRMATION_JUST_SENT =
  'A confirmation mail was just sent to this address. Check your inbox, or try again in a minute.';

const DAY_MS = 24 * 60 * 60_000;
/** A confirmation mail goes to one address at most once a minute (a repeat sign-up resends it). */
const RESEND_AFTER_MS = 60_000;

/** Addresses are kept lower-cased: one person, one entry, whatever the capitalisation. */
const normalise = (email: string) => email.trim().toLowerCase();

/**
 * The newsletter and the store's "Notify Me", with double opt-in: a sign-up is confirmed by the
 * link mailed to it before anything else is sent, and every mail of a list carries a one-click
 * unsubscribe that needs no account.
 */
@Injectable()
export class EmailListsService {
  constructor(
    private readonly lists: EmailListsRepository,
    private readonly mail: MailService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Signs `rawEmail` up (or again): a new or ended sign-up gets a confirmation mail; an
   * unconfirmed one gets it again; a confirmed one is told so and gets nothing.
   */
  signUp(list: EmailList, rawEmail: string, language: Edition): Promise<EmailSignup> {
    const email = normalise(rawEmail);
    return this.lists.manager.transaction(async (manager) => {
      const { signup, created } = await this.lists.lockOrCreate(manager, list, email, language);
      const ended = signup.unsubscribedAt !== null;
      if (signup.confirmedAt && !ended) return { email, status: 'already-subscribed' };
      const now = this.clock.now();
      if (!ended && signup.confirmSentAt && +now - +signup.confirmSentAt < RESEND_AFTER_MS) {
        throw new HttpException(CONFIRMATION_JUST_SENT, HttpStatus.TOO_MANY_REQUESTS);
      }
      await this.lists.update(manager, list, signup.id, {
        language,
        confirmSentAt: now,
        confirmedAt: null,
        unsubscribedAt: null,
      });
      const unsubscribe = listToken(this.config.sessionSecret, 'unsubscribe', list, signup.id);
      const confirm = listToken(this.config.sessionSecret, 'confirm', list, signup.id, now);
      const mail = listConfirmMail(language, list, email, {
        confirmUrl: `${editionUrl(this.config.publicUrl, language, '/email/confirm')}#token=${confirm}`,
        unsubscribeUrl: `${editionUrl(this.config.publicUrl, language, '/email/unsubscribe')}#token=${unsubscribe}`,
      });
      await this.mail.send(email, mail, {
        manager,
        headers: listUnsubscribeHeaders(this.oneClickUrl(unsubscribe)),
      });
      const status: SignupStatus = created || ended ? 'confirmation-sent' : 'confirmation-resent';
      return { email, status };
    });
  }

  /** Confirms the sign-up a confirmation link names (valid a week; a newer mail replaces it). */
  async confirm(token: string): Promise<EmailListResult> {
    const signup = await this.signupOf(token);
    const sentAt = signup?.row.confirmSentAt ?? null;
    const valid =
      signup !== null &&
      sentAt !== null &&
      signup.row.unsubscribedAt === null &&
      +this.clock.now() - +sentAt <= LIST_CONFIRM_DAYS * DAY_MS &&
      isListToken(this.config.sessionSecret, token, 'confirm', signup.list, signup.row.id, sentAt);
    if (!valid) throw new GoneException(INVALID_CONFIRM_LINK);
    if (!signup.row.confirmedAt) {
      await this.lists.update(this.lists.manager, signup.list, signup.row.id, {
        confirmedAt: this.clock.now(),
      });
    }
    return { list: signup.list, email: signup.row.email, subscribed: true };
  }

  /** Ends the sign-up an unsubscribe link names; a repeat answers the same. */
  async unsubscribe(token: string): Promise<EmailListResult> {
    const signup = await this.signupOf(token);
    if (
      !signup ||
      !isListToken(this.config.sessionSecret, token, 'unsubscribe', signup.list, signup.row.id)
    ) {
      throw new GoneException(INVALID_UNSUBSCRIBE_LINK);
    }
    if (!signup.row.unsubscribedAt) {
      await this.lists.update(this.lists.manager, signup.list, signup.row.id, {
        unsubscribedAt: this.clock.now(),
      });
    }
    return { list: signup.list, email: signup.row.email, subscribed: false };
  }

  /** The address a mail client POSTs to for one-click unsubscribe (the token in the query). */
  private oneClickUrl(token: string): string {
    return `${this.config.publicUrl}/api/email-lists/unsubscribe?token=${token}`;
  }

  private async signupOf(token: string): Promise<{ list: EmailList; row: ListSignup } | null> {
    const named = readListToken(token);
    if (!named) return null;
    const row = await this.lists.find(named.list, named.id);
    return row ? { list: named.list, row } : null;
  }
}
