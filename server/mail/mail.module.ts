import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module.js';
import { MailService } from './mail.service.js';

/** Mail: `MailService.send()` queues it; the job worker delivers it. */
@Module({
  imports: [JobsModule],
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
