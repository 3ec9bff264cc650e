import { addNamespace } from '../i18n';
import { episodeGate as ar } from './episodeGate.ar';
import { episodeGate as en } from './episodeGate.en';

/** The `episodeGate` namespace, registered by the locked episode's page. */
export const EPISODE_GATE_NS = addNamespace('episodeGate', { en, ar });
