/**
 * Every entity of the schema. Modules add theirs here so that the runtime connection and the
 * migration CLI's data source see the same list.
 */
export const ENTITIES: Function[] = [];
