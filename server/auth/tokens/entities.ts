import { AccountTokenEntity } from './account-token.entity.js';

export const ACCOUNT_TOKEN_ENTITIES = [AccountTokenEntity];
