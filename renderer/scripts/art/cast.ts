import type { CharacterId } from '../../../shared/content/types.js';

/** The five guardians in the order the art lines them up: Jalal, Nazra, Falqan, Fahd, Asad. */
export const GUARDIANS: readonly CharacterId[] = ['jalal', 'nazra', 'falqan', 'fahd', 'asad'];
