import {
  Column,
  Index,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import {
  PARTNER_STATUSES,
  PARTNER_TYPES,
  type PartnerStatus,
  type PartnerType,
} from '../../../shared/enums.js';

@Entity({ name: 'partners' })
@Index('IDX_partners_status', ['status'])
export class PartnerEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'enum', enum: PARTNER_TYPES, enumName: 'partner_type', nullable: true })
  type: PartnerType | null;

  @Column({ name: 'contact_email', type: 'text', nullable: true })
  contactEmail: string | null;

  @Column({ name: 'contact_name', type: 'text', nullable: true })
  contactName: string | null;

  @Column({ type: 'text', nullable: true })
  phone: string | null;

  @Column({ type: 'text', nullable: true })
  company: string | null;

  @Column({ type: 'text', nullable: true })
  website: string | null;

  @Column({
    type: 'enum',
    enum: PARTNER_STATUSES,
    enumName: 'partner_status',
    default: 'PENDING',
  })
  status: PartnerStatus;

  @Column({ type: 'text', nullable: true })
  logo: string | null;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** numeric(12,2): the driver returns it as a string, which keeps it exact. */
  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true })
  budget: string | null;

  @Column({ name: 'preferred_campaign_type', type: 'text', nullable: true })
  preferredCampaignType: string | null;

  /** Everything the application form sent, so no answer is lost. */
  @Column({ type: 'jsonb', nullable: true })
  application: Record<string, unknown> | null;

  /** The edition the application was sent from: the language of the mails about it. */
  @Column({ type: 'varchar', length: 2, default: 'en' })
  language: string;

  /** When an administrator approved or rejected the application. */
  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  /** Why the application was rejected (mailed to the contact). */
  @Column({ name: 'rejection_reason', type: 'text', nullable: true })
  rejectionReason: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
