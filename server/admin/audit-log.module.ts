import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserEntity } from '../auth/entities/user.entity.js';
import { AuditLogService } from './audit-log.service.js';
import { ADMIN_ENTITIES } from './entities/index.js';

/** The staff audit log, for every module whose staff actions it records. */
@Module({
  imports: [TypeOrmModule.forFeature([...ADMIN_ENTITIES, UserEntity])],
  providers: [AuditLogService],
  exports: [AuditLogService],
})
export class AuditLogModule {}
