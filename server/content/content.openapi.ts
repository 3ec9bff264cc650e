import type { SchemaObject } from '@nestjs/swagger';

/** Response shapes of the content endpoints, for the OpenAPI document. */
export const COMIC_READ_COUNT_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['comicId', 'count'],
  properties: {
    comicId: { type: 'string', example: 'origins-1' },
    count: { type: 'integer', example: 42 },
  },
};

const nullableString = { type: 'string', nullable: true } as const;
const nullableDate = { type: 'string', format: 'date-time', nullable: true } as const;

const EPISODE_SUMMARY_PROPERTIES: Record<string, SchemaObject> = {
  id: { type: 'string', format: 'uuid' },
  slug: { type: 'string', example: 'dubai-guardians' },
  title: { type: 'string' },
  description: nullableString,
  arc: nullableString,
  heroId: nullableString,
  coverImage: nullableString,
  requiredTier: { type: 'string', enum: ['FREE', 'SILVER', 'GOLD', 'PLATINUM'] },
  releaseAt: nullableDate,
  lockUntil: nullableDate,
  readCount: { type: 'integer' },
  featured: { type: 'boolean' },
  pageCount: { type: 'integer' },
};

export const EPISODE_SUMMARY_LIST_SCHEMA: SchemaObject = {
  type: 'array',
  items: { type: 'object', properties: EPISODE_SUMMARY_PROPERTIES },
};

export const EPISODE_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    ...EPISODE_SUMMARY_PROPERTIES,
    pages: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          number: { type: 'integer', example: 1 },
          image: { type: 'string', example: '/art/comics/dubai-guardians/page-1.svg' },
        },
      },
    },
  },
};

export const READING_PROGRESS_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    slug: { type: 'string', example: 'origins-1' },
    currentPage: { type: 'integer', example: 3 },
    totalPages: { type: 'integer', example: 6 },
    completed: { type: 'boolean' },
    lastReadAt: { type: 'string', format: 'date-time' },
  },
};

export const READING_PROGRESS_LIST_SCHEMA: SchemaObject = {
  type: 'array',
  items: READING_PROGRESS_SCHEMA,
};
