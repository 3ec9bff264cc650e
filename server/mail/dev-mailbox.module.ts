import { Module } from '@nestjs/common';
import { DevMailboxController } from './dev-mailbox.controller.js';
import { MailModule } from './mail.module.js';

/** The development mailbox's API: imported by the app module outside production only. */
@Module({
  imports: [MailModule],
  controllers: [DevMailboxController],
})
export class DevMailboxModule {}
