import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { loginSchema } from '../../shared/schemas/auth.schemas.js';

/**
 * passport-local without passport sessions (the session is set by AuthService). Guards run
 * before pipes, so the body is validated here first: a missing field is a 400 with its
 * message, not passport's bare 401.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  private readonly validation = new ZodValidationPipe(loginSchema);

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    req.body = this.validation.transform(req.body);
    return (await super.canActivate(context)) as boolean;
  }
}
