export * from './common.schemas.js';
export * from './auth.schemas.js';
export * from './academy.schemas.js';
export * from './community.schemas.js';
export * from './partners.schemas.js';
export * from './commerce.schemas.js';
export * from './content.schemas.js';
