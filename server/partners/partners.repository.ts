import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { DeepPartial, Repository } from 'typeorm';
import { PartnerEntity } from './entities/partner.entity.js';

export type NewPartner = Omit<
  DeepPartial<PartnerEntity>,
  'id' | 'status' | 'createdAt' | 'updatedAt'
>;

@Injectable()
export class PartnersRepository {
  constructor(
    @InjectRepository(PartnerEntity) private readonly partners: Repository<PartnerEntity>,
  ) {}

  /** Stores an application as a partner awaiting review. */
  async createPending(partner: NewPartner): Promise<PartnerEntity> {
    return this.partners.save(this.partners.create({ ...partner, status: 'PENDING' }));
  }
}
