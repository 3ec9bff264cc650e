import { UserEntity } from './user.entity.js';

export const AUTH_ENTITIES = [UserEntity];
