import type { DataSource } from 'typeorm';
import { DUBAI_GUARDIANS_ID } from '../../../shared/content/comics.js';
import type { CampaignType, PartnerStatus, PartnerType } from '../../../shared/enums.js';

interface PartnerSeed {
  name: string;
  type: PartnerType;
  status: PartnerStatus;
  contactName: string;
  contactEmail: string;
  website: string;
  description: string;
  budget: string;
  preferredCampaignType: string;
}

interface CampaignSeed {
  partner: string;
  name: string;
  description: string;
  objective: string;
  type: CampaignType;
  budget: string;
  status: string;
  startAt: string;
  endAt: string;
  createdAt: string;
  kpis: { impressions: number; clicks: number; conversions: number };
  assets: Record<string, unknown>;
}

const PARTNERS: PartnerSeed[] = [
  {
    name: 'Emirates Transit Media',
    type: 'METRO',
    status: 'APPROVED',
    contactName: 'Mariam Al Falasi',
    contactEmail: 'partnerships@transitmedia.example',
    website: 'https://transitmedia.example',
    description: 'Advertising concessions across metro stations, trains and platforms in Dubai.',
    budget: '750000.00',
    preferredCampaignType: 'brand-integration',
  },
  {
    name: 'Souq Threads',
    type: 'RETAIL',
    status: 'APPROVED',
    contactName: 'Omar Haddad',
    contactEmail: 'collabs@souqthreads.example',
    website: 'https://souqthreads.example',
    description: 'Streetwear label with stores in Dubai Mall and Riyadh Park.',
    budget: '120000.00',
    preferredCampaignType: 'merchandise-collaboration',
  },
  {
    name: 'Qahwa House',
    type: 'FNB',
    status: 'APPROVED',
    contactName: 'Lina Nasser',
    contactEmail: 'brand@qahwahouse.example',
    website: 'https://qahwahouse.example',
    description: 'Specialty coffee kiosks in metro stations and malls across the UAE.',
    budget: '60000.00',
    preferredCampaignType: 'product-placement',
  },
];

const CAMPAIGNS: CampaignSeed[] = [
  {
    partner: 'Emirates Transit Media',
    name: 'Guardians of Dubai: Station Takeover',
    description:
      'Platform walls, the station entrance and the interactive floor at BurJuman become the world of Saqr Dubai and Al-Noor, with QR codes that open Episode 001.',
    objective: 'Launch Episode 001 to metro commuters',
    type: 'STATION_WRAP',
    budget: '420000.00',
    status: 'ACTIVE',
    startAt: '2025-05-01T00:00:00Z',
    endAt: '2025-08-31T23:59:59Z',
    createdAt: '2025-04-20T09:00:00Z',
    kpis: { impressions: 1250000, clicks: 48200, conversions: 6100 },
    assets: { stations: ['BurJuman', 'Union'], formats: ['platform walls', 'entrance', 'floor'] },
  },
  {
    partner: 'Emirates Transit Media',
    name: 'The Sky Is Ours: Train Car Wraps',
    description:
      'Ten Red Line trains wrapped inside and out with the guardians in flight, with LED lighting and AR panels along the carriages.',
    objective: 'Reach daily riders along the Red Line',
    type: 'TRAIN_CAR',
    budget: '310000.00',
    status: 'ACTIVE',
    startAt: '2025-06-01T00:00:00Z',
    endAt: '2025-09-30T23:59:59Z',
    createdAt: '2025-05-15T09:00:00Z',
    kpis: { impressions: 980000, clicks: 21500, conversions: 2400 },
    assets: { trains: 10, line: 'Red Line' },
  },
  {
    partner: 'Souq Threads',
    name: 'Saqr Dubai Capsule Collection',
    description:
      'A limited run of hoodies and caps with the Saqr Dubai emblem, sold in a pop-up at the station concourse.',
    objective: 'Sell the capsule collection during the takeover',
    type: 'RETAIL_CAPSULE',
    budget: '85000.00',
    status: 'COMPLETED',
    startAt: '2025-03-01T00:00:00Z',
    endAt: '2025-04-30T23:59:59Z',
    createdAt: '2025-02-10T09:00:00Z',
    kpis: { impressions: 310000, clicks: 14800, conversions: 3900 },
    assets: { items: ['hoodie', 'cap', 'tote'] },
  },
  {
    partner: 'Qahwa House',
    name: 'Al-Noor AR Coffee Cups',
    description:
      'Coffee cups at station kiosks carry an AR marker: scan it and Al-Noor lights up the platform on your phone.',
    objective: 'Drive AR scans and comic reads from the kiosks',
    type: 'POS_AR',
    budget: '45000.00',
    status: 'PENDING',
    startAt: '2025-09-01T00:00:00Z',
    endAt: '2025-11-30T23:59:59Z',
    createdAt: '2025-07-01T09:00:00Z',
    kpis: { impressions: 0, clicks: 0, conversions: 0 },
    assets: { kiosks: 24 },
  },
  {
    partner: 'Emirates Transit Media',
    name: 'Launch Night at Union Station',
    description:
      'A late-night launch event on the concourse with cosplay, live drawing and the first printed copies of Episode 001.',
    objective: 'Gather fans and press for the launch',
    type: 'EVENT',
    budget: '90000.00',
    status: 'CANCELLED',
    startAt: '2025-04-30T18:00:00Z',
    endAt: '2025-04-30T23:59:59Z',
    createdAt: '2025-03-05T09:00:00Z',
    kpis: { impressions: 12000, clicks: 800, conversions: 0 },
    assets: { venue: 'Union Station concourse' },
  },
];

/** Any number for the advisory lock that keeps simultaneous starts from seeding twice. */
const SEED_LOCK = 7_638_001;

/**
 * Sample partners and the Guardians of Dubai metro campaigns; rows are matched by name, so a
 * restart adds nothing. Needs the episodes seed first (campaigns link to the episode).
 */
export async function seedPartners(dataSource: DataSource): Promise<void> {
  await dataSource.transaction(async (manager) => {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    for (const partner of PARTNERS) {
      await manager.query(
        `INSERT INTO partners
           (name, company, type, status, contact_name, contact_email, website, description,
            budget, preferred_campaign_type)
         SELECT $1::text, $1::text, $2::partner_type, $3::partner_status, $4::text, $5::text, $6::text,
                $7::text, $8::numeric, $9::text
         WHERE NOT EXISTS (SELECT 1 FROM partners WHERE name = $1::text)`,
        [
          partner.name,
          partner.type,
          partner.status,
          partner.contactName,
          partner.contactEmail,
          partner.website,
          partner.description,
          partner.budget,
          partner.preferredCampaignType,
        ],
      );
    }
    for (const campaign of CAMPAIGNS) {
      await manager.query(
        `INSERT INTO campaigns
           (partner_id, name, description, objective, type, budget, revenue_share, kpis, assets,
            start_at, end_at, status, approved_at, created_at, updated_at)
         SELECT p.id, $2::text, $3::text, $4::text, $5::campaign_type, $6::numeric, $7::jsonb,
                $8::jsonb, $9::jsonb, $10::timestamptz, $11::timestamptz, $12::text,
                CASE WHEN $12::text IN ('ACTIVE', 'COMPLETED') THEN $13::timestamptz END,
                $13::timestamptz, $13::timestamptz
           FROM partners p
          WHERE p.name = $1
            AND NOT EXISTS (SELECT 1 FROM campaigns c WHERE c.partner_id = p.id AND c.name = $2)
          ORDER BY p.created_at
          LIMIT 1`,
        [
          campaign.partner,
          campaign.name,
          campaign.description,
          campaign.objective,
          campaign.type,
          campaign.budget,
          JSON.stringify({ partnerPercent: 30, platformPercent: 70 }),
          JSON.stringify(campaign.kpis),
          JSON.stringify(campaign.assets),
          campaign.startAt,
          campaign.endAt,
          campaign.status,
          campaign.createdAt,
        ],
      );
    }
    await manager.query(
      `INSERT INTO campaign_episodes (campaign_id, episode_id)
       SELECT c.id, e.id
         FROM campaigns c
         JOIN partners p ON p.id = c.partner_id
         JOIN episodes e ON e.slug = $1
        WHERE c.name = ANY($2::text[]) AND p.name = ANY($3::text[])
       ON CONFLICT DO NOTHING`,
      [DUBAI_GUARDIANS_ID, CAMPAIGNS.map((c) => c.name), PARTNERS.map((p) => p.name)],
    );
  });
}
