import type { SchemaObject } from '@nestjs/swagger';

/** Response shapes of the academy endpoints, for the OpenAPI document. */
export const COURSE_LIST_SCHEMA: SchemaObject = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      id: { type: 'string', format: 'uuid' },
      title: { type: 'string' },
      description: { type: 'string' },
      duration: { type: 'string', example: '10 weeks' },
      format: { type: 'string', example: 'Live Online + Studio Sessions' },
      price: { type: 'string', example: 'AED 2,400' },
      level: { type: 'string', example: 'Intermediate' },
      category: { type: 'string', example: 'Virtual Production' },
      image: { type: 'string', example: '/art/academy/virtual-production.svg' },
      featured: { type: 'integer', enum: [0, 1] },
      syllabus: { type: 'array', items: { type: 'string' } },
      outcomes: { type: 'array', items: { type: 'string' } },
    },
  },
};

export const ENROLLMENT_SCHEMA: SchemaObject = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    courseId: { type: 'string', format: 'uuid' },
    email: { type: 'string', format: 'email' },
    name: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
  },
};
