import { KioskEntity } from './kiosk.entity.js';

export const KIOSKS_ENTITIES = [KioskEntity];
