import type { ValueTransformer } from 'typeorm';

/** Postgres numeric comes back from `pg` as a string; amounts here fit a JS number exactly enough. */
export const numericTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
