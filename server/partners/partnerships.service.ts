import { Injectable } from '@nestjs/common';
import type { PartnerType } from '../../shared/enums.js';
import type {
  PartnershipApplicationBody,
  PartnershipApplicationResult,
} from '../../shared/schemas/partners.schemas.js';
import type { Edition } from '../mail/edition.js';
import { PartnersRepository } from './partners.repository.js';

/** The partner types an application's industry clearly belongs to; other industries get none. */
const TYPE_BY_INDUSTRY: Partial<Record<PartnershipApplicationBody['industry'], PartnerType>> = {
  retail: 'RETAIL',
  'food-beverage': 'FNB',
  technology: 'TECH',
  telecom: 'TECH',
};

/** The lower bound of each budget band, in dollars. */
const BUDGET_FLOOR: Record<NonNullable<PartnershipApplicationBody['proposedBudget']>, string> = {
  '5k-25k': '5000.00',
  '25k-50k': '25000.00',
  '50k-100k': '50000.00',
  '100k-500k': '100000.00',
  '500k+': '500000.00',
};

@Injectable()
export class PartnershipsService {
  constructor(private readonly partners: PartnersRepository) {}

  async apply(
    application: PartnershipApplicationBody,
    language: Edition = 'en',
  ): Promise<PartnershipApplicationResult> {
    const partner = await this.partners.createPending({
      name: application.companyName,
      company: application.companyName,
      type: TYPE_BY_INDUSTRY[application.industry] ?? null,
      contactName: application.contactName,
      contactEmail: application.contactEmail,
      website: application.website ?? null,
      description: application.description,
      budget: application.proposedBudget ? BUDGET_FLOOR[application.proposedBudget] : null,
      preferredCampaignType: application.campaignType ?? null,
      application: { ...application },
      language,
    });
    return { id: partner.id, status: 'PENDING' };
  }
}
