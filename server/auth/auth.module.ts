import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { User } from './entities/user.entity.js';
import { LocalStrategy } from './local.strategy.js';
import { LoginProtectionService } from './login-protection.service.js';
import { ProfileController } from './profile.controller.js';
import { ProfileService } from './profile.service.js';
import { UsersService } from './users.service.js';

/** Accounts and sessions. Exports UsersService (findById, findByEmail, ...) for other modules. */
@Module({
  imports: [TypeOrmModule.forFeature([User]), PassportModule.register({ session: false })],
  controllers: [AuthController, ProfileController],
  providers: [UsersService, AuthService, ProfileService, LocalStrategy, LoginProtectionService],
  exports: [UsersService],
})
export class AuthModule {}
