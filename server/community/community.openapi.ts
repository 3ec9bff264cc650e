import type { SchemaObject } from '@nestjs/swagger';
import { VOTE_OPTIONS } from '../../shared/enums.js';

/** Response shapes of the community endpoints, for the OpenAPI document. */
export const HERO_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    name: { type: 'string', example: 'Sahab' },
    element: { type: 'string', example: 'Air' },
    origin: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
  },
};

export const HERO_LIST_SCHEMA: SchemaObject = { type: 'array', items: HERO_SCHEMA };

export const EMAIL_SIGNUP_SCHEMA: SchemaObject = {
  type: 'object',
  properties: { email: { type: 'string', format: 'email' } },
};

export const VOTE_RECEIPT_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    pollId: { type: 'string', example: 'guardian-comic-poll' },
    option: { type: 'string', enum: [...VOTE_OPTIONS] },
  },
};

export const VOTE_TALLY_SCHEMA: SchemaObject = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      option: { type: 'string', enum: [...VOTE_OPTIONS] },
      count: { type: 'integer' },
    },
  },
};
