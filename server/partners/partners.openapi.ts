import type { SchemaObject } from '@nestjs/swagger';

/** Response shapes of the partners endpoints, for the OpenAPI document. */
export const APPLICATION_RESULT_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    status: { type: 'string', enum: ['PENDING'] },
  },
};

export const CAMPAIGN_LIST_SCHEMA: SchemaObject = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      id: { type: 'string', format: 'uuid' },
      name: { type: 'string' },
      description: { type: 'string' },
      status: { type: 'string', example: 'ACTIVE' },
      metrics: {
        type: 'object',
        properties: {
          impressions: { type: 'integer' },
          clicks: { type: 'integer' },
          conversions: { type: 'integer' },
        },
      },
    },
  },
};
