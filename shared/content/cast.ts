// The cast of the bundled comics: a list of its own, so the reader's panel data can name who
// speaks without loading the schemas of the comic scripts (see guided.schemas.ts).

/** Who can appear in a panel: the five guardians, the Dubai heroes, the Eclipse, people and animals. */
export const CAST = [
  'jalal',
  'nazra',
  'falqan',
  'fahd',
  'asad',
  'saqr',
  'noor',
  'eclipse',
  'civ',
  'child',
  'falcon',
  'caravan',
] as const;
