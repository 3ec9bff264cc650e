/** Every migration, oldest first. Schema changes happen only through these. */
export const MIGRATIONS: Function[] = [];
