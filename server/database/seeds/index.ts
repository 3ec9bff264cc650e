import type { DataSource } from 'typeorm';
import { seedCourses } from './courses.seed.js';
import { seedEpisodes } from './episodes.seed.js';
import { seedPartners } from './partners.seed.js';
import { seedTierPlans } from './tier-plans.seed.js';

/** A seed runs on every start and must insert only what is missing (idempotent). */
type Seed = (dataSource: DataSource) => Promise<void>;

const SEEDS: Seed[] = [
  seedTierPlans,
  seedEpisodes,
  seedCourses,
  // after seedEpisodes: campaigns link to the Guardians of Dubai episode
  seedPartners,
];

export async function runSeeds(dataSource: DataSource): Promise<void> {
  for (const seed of SEEDS) await seed(dataSource);
}
