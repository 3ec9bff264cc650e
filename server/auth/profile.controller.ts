import { Body, Controller } from '@nestjs/common';
import {
  type ProfileUpdateBody,
  profileUpdateSchema,
  type PublicUser,
  publicUserSchema,
} from '../../shared/schemas/auth.schemas.js';
import { Endpoint } from '../common/endpoint.js';
import { SessionUserId } from '../common/session-user-id.decorator.js';
import { ProfileService } from './profile.service.js';

@Controller('user')
export class ProfileController {
  constructor(private readonly profile: ProfileService) {}

  @Endpoint('PUT', 'profile', {
    tag: 'auth',
    summary: 'Update the profile',
    description:
      'Changes first name, last name and username; absent or empty fields stay as they are.',
    body: profileUpdateSchema,
    response: publicUserSchema,
    responseDescription: 'The updated user',
    signedIn: true,
    errors: { 409: 'This username is taken' },
  })
  update(@SessionUserId() userId: string, @Body() body: ProfileUpdateBody): Promise<PublicUser> {
    return this.profile.update(userId, body);
  }
}
