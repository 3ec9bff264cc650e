import {
  Check,
  ForeignKey,
  Index,
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { CAMPAIGN_TYPES, type CampaignType } from '../../../shared/enums.js';
import { PartnerEntity } from './partner.entity.js';

// Newest first (created_at DESC): TypeORM cannot declare a descending index, so the migration owns it.
@Index('IDX_campaigns_created', { synchronize: false })
@Entity({ name: 'campaigns' })
@Index('IDX_campaigns_partner', ['partnerId'])
@Check('CHK_campaigns_dates', '"end_at" >= "start_at"')
export class CampaignEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'partner_id', type: 'uuid' })
  partnerId: string;

  @ManyToOne(() => PartnerEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'partner_id', foreignKeyConstraintName: 'campaigns_partner_id_fkey' })
  partner?: PartnerEntity;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'text', nullable: true })
  objective: string | null;

  @Column({ type: 'enum', enum: CAMPAIGN_TYPES, enumName: 'campaign_type', nullable: true })
  type: CampaignType | null;

  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true })
  budget: string | null;

  @Column({ name: 'revenue_share', type: 'jsonb', nullable: true })
  revenueShare: Record<string, unknown> | null;

  /** Targets and results; impressions, clicks and conversions feed the campaign metrics. */
  @Column({ type: 'jsonb', nullable: true })
  kpis: Record<string, unknown> | null;

  @Column({ type: 'jsonb', nullable: true })
  assets: Record<string, unknown> | null;

  @Column({ name: 'start_at', type: 'timestamptz' })
  startAt: Date;

  @Column({ name: 'end_at', type: 'timestamptz' })
  endAt: Date;

  /** Free text: ACTIVE, COMPLETED, CANCELLED, PENDING, DRAFT... */
  @Column({ type: 'text', default: 'DRAFT' })
  status: string;

  @Column({ name: 'approved_at', type: 'timestamptz', nullable: true })
  approvedAt: Date | null;

  /** References users(id). */
  @Column({ name: 'approved_by', type: 'uuid', nullable: true })
  @ForeignKey('UserEntity', { name: 'campaigns_approved_by_fkey', onDelete: 'SET NULL' })
  approvedBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
