import type { DataSource } from 'typeorm';

/** A seed runs on every start and must insert only what is missing (idempotent). */
export type Seed = (dataSource: DataSource) => Promise<void>;

export const SEEDS: Seed[] = [];

export async function runSeeds(dataSource: DataSource): Promise<void> {
  for (const seed of SEEDS) await seed(dataSource);
}
