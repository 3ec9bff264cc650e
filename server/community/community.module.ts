import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module.js';
import { EmailListsController } from './email-lists.controller.js';
import { EmailListsRepository } from './email-lists.repository.js';
import { EmailListsService } from './email-lists.service.js';
import { COMMUNITY_ENTITIES } from './entities/index.js';
import { HeroesController } from './heroes.controller.js';
import { HeroesRepository } from './heroes.repository.js';
import { HeroesService } from './heroes.service.js';
import { VotesController } from './votes.controller.js';
import { VotesRepository } from './votes.repository.js';
import { VotesService } from './votes.service.js';

@Module({
  imports: [TypeOrmModule.forFeature(COMMUNITY_ENTITIES), MailModule],
  controllers: [HeroesController, EmailListsController, VotesController],
  providers: [
    HeroesRepository,
    HeroesService,
    EmailListsRepository,
    EmailListsService,
    VotesRepository,
    VotesService,
  ],
})
export class CommunityModule {}
