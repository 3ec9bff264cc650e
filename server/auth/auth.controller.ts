import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { SESSION_COOKIE_NAME } from '../common/session.js';
import { ApiZodBody, ZodValidationPipe } from '../common/zod-validation.pipe.js';
import {
  type AuthResponse,
  loginSchema,
  type PublicUser,
  publicUserSchema,
  type RegisterBody,
  registerSchema,
} from '../../shared/schemas/auth.schemas.js';
import { ApiErrorResponses, responseSchema } from '../common/api-docs.js';
import { AuthService } from './auth.service.js';
import type { User } from './entities/user.entity.js';
import { LocalAuthGuard } from './local-auth.guard.js';

const AUTH_RESPONSE = responseSchema(z.object({ user: publicUserSchema }));
const TOO_MANY = 'Too many attempts from this client; try again in a minute';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('register')
  @HttpCode(201)
  @UseGuards(ThrottlerGuard)
  @ApiOperation({
    summary: 'Create an account and sign in',
    description: `Sets the \`${SESSION_COOKIE_NAME}\` session cookie. Emails are compared case-insensitively.`,
  })
  @ApiZodBody(registerSchema)
  @ApiCreatedResponse({ description: 'The new account, now signed in', schema: AUTH_RESPONSE })
  @ApiErrorResponses({
    400: 'A field is missing or invalid (`errors` names each one)',
    409: 'An account with this email already exists / This username is taken',
    429: TOO_MANY,
  })
  register(
    @Req() req: Request,
    @Body(new ZodValidationPipe(registerSchema)) body: RegisterBody,
  ): Promise<AuthResponse> {
    return this.auth.register(req, body);
  }

  @Post('login')
  @HttpCode(200)
  @UseGuards(ThrottlerGuard, LocalAuthGuard)
  @ApiOperation({
    summary: 'Sign in with email and password',
    description: 'Issues a new session id (the old one stops working) and records the login time.',
  })
  @ApiZodBody(loginSchema)
  @ApiOkResponse({ description: 'Signed in', schema: AUTH_RESPONSE })
  @ApiErrorResponses({
    400: 'Email or password missing',
    401: 'Invalid email or password (the same answer for an unknown email)',
    429: TOO_MANY,
  })
  login(@Req() req: Request): Promise<AuthResponse> {
    return this.auth.login(req, req.user as User);
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sign out',
    description: 'Ends the session and clears its cookie; also succeeds when not signed in.',
  })
  @ApiOkResponse({
    description: 'Signed out',
    schema: responseSchema(z.object({ success: z.literal(true) })),
  })
  logout(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ success: true }> {
    return this.auth.logout(req, res);
  }

  @Get('me')
  @ApiCookieAuth(SESSION_COOKIE_NAME)
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiOkResponse({ description: 'The session user', schema: responseSchema(publicUserSchema) })
  @ApiErrorResponses({ 401: 'Not signed in (or the account no longer exists)' })
  me(@Req() req: Request): Promise<PublicUser> {
    return this.auth.me(req);
  }
}
