import { Controller, Header, Headers, Query } from '@nestjs/common';
import { z } from 'zod';
import { type Course, courseSchema } from '../../shared/schemas/academy.schemas.js';
import { Endpoint } from '../common/endpoint.js';
import { CoursesService } from './courses.service.js';

const catalogueQuery = z.object({
  lang: z
    .enum(['en', 'ar'], { error: 'lang must be en or ar' })
    .optional()
    .meta({ description: 'The language of the texts; without it, Accept-Language decides' }),
});

/** Arabic when the first language the client accepts is Arabic; English otherwise. */
function languageOf(acceptLanguage: string | undefined): 'en' | 'ar' {
  const first = acceptLanguage
    ?.split(',')
    .map((part) => part.split(';')[0].trim().toLowerCase())
    .find((tag) => tag && tag !== '*');
  return first?.split('-')[0] === 'ar' ? 'ar' : 'en';
}

@Controller('courses')
export class CoursesController {
  constructor(private readonly courses: CoursesService) {}

  @Endpoint('GET', '', {
    tag: 'academy',
    summary: 'Academy courses, the featured course first, then by title',
    query: catalogueQuery,
    response: z.array(courseSchema),
    responseDescription:
      'Every course, in English unless ?lang=ar or Accept-Language asks for Arabic',
  })
  // The answer depends on Accept-Language: caches must keep one copy per language.
  @Header('Vary', 'Accept-Language')
  list(
    @Query('lang') lang: 'en' | 'ar' | undefined,
    @Headers('accept-language') acceptLanguage: string | undefined,
  ): Promise<Course[]> {
    return this.courses.list(lang ?? languageOf(acceptLanguage));
  }
}
