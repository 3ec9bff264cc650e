import { Body, Controller, Put, Session, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { SessionAuthGuard } from '../common/session-auth.guard.js';
import { SESSION_COOKIE_NAME } from '../common/session.js';
import { ApiZodBody, ZodValidationPipe } from '../common/zod-validation.pipe.js';
import {
  type ProfileUpdateBody,
  profileUpdateSchema,
  type PublicUser,
  publicUserSchema,
} from '../../shared/schemas/auth.schemas.js';
import { ApiErrorResponses, responseSchema } from '../common/api-docs.js';
import { ProfileService } from './profile.service.js';

@ApiTags('auth')
@ApiCookieAuth(SESSION_COOKIE_NAME)
@Controller('user')
export class ProfileController {
  constructor(private readonly profile: ProfileService) {}

  @Put('profile')
  @UseGuards(SessionAuthGuard)
  @ApiOperation({
    summary: 'Update the profile',
    description:
      'Changes first name, last name and username; absent or empty fields stay as they are.',
  })
  @ApiZodBody(profileUpdateSchema)
  @ApiOkResponse({ description: 'The updated user', schema: responseSchema(publicUserSchema) })
  @ApiErrorResponses({
    400: 'A field is invalid (`errors` names each one)',
    401: 'Not signed in',
    409: 'This username is taken',
  })
  update(
    @Session() session: Request['session'],
    @Body(new ZodValidationPipe(profileUpdateSchema)) body: ProfileUpdateBody,
  ): Promise<PublicUser> {
    return this.profile.update(session.userId!, body);
  }
}
