import { KioskCredentialEntity } from './kiosk-credential.entity.js';
import { KioskEntity } from './kiosk.entity.js';

export const KIOSKS_ENTITIES = [KioskEntity, KioskCredentialEntity];
