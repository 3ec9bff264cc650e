import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Edition } from '../../mail/edition.js';

/** A newsletter subscriber; emails are stored lower-cased so uniqueness ignores case. */
@Check('CHK_newsletters_language', `"language" IN ('en', 'ar')`)
@Entity({ name: 'newsletters' })
export class NewsletterEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text', unique: true })
  email: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** The edition of the sign-up: its mails speak that language. */
  @Column({ type: 'text', default: 'en' })
  language: Edition;

  /** When the latest confirmation link was sent: it holds for a week, and a newer one replaces it. */
  @Column({ name: 'confirm_sent_at', type: 'timestamptz', nullable: true })
  confirmSentAt: Date | null;

  /** When the address confirmed the sign-up (double opt-in); nothing is sent to it before. */
  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  @Column({ name: 'unsubscribed_at', type: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null;
}
