import { PasskeyEntity } from './passkey.entity.js';
import { UserEntity } from './user.entity.js';

export const AUTH_ENTITIES = [UserEntity, PasskeyEntity];
