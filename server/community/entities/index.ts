import { HeroEntity } from './hero.entity.js';
import { NewsletterEntity } from './newsletter.entity.js';
import { PreRegistrationEntity } from './pre-registration.entity.js';
import { SubmitterBlockEntity } from './submitter-block.entity.js';
import { VoteEntity } from './vote.entity.js';

export const COMMUNITY_ENTITIES = [
  HeroEntity,
  NewsletterEntity,
  PreRegistrationEntity,
  SubmitterBlockEntity,
  VoteEntity,
];
