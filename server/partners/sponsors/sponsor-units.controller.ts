import { Controller, Param } from '@nestjs/common';
import { episodeParamsSchema } from '../../../shared/schemas/content.schemas.js';
import {
  type SponsorUnitAnswer,
  sponsorUnitAnswerSchema,
} from '../../../shared/schemas/sponsor-units.schemas.js';
import { Endpoint } from '../../common/endpoint.js';
import { SponsorUnitsService } from './sponsor-units.service.js';

/** What the reader's end card and cover, and the kiosk's attract screen, show of the sponsors. */
@Controller('sponsor-units')
export class SponsorUnitsController {
  constructor(private readonly units: SponsorUnitsService) {}

  @Endpoint('GET', 'episodes/:slug', {
    tag: 'partners',
    summary: "The sponsor unit of an episode's end card and cover, if a campaign runs with it",
    description:
      'The newest APPROVED or ACTIVE campaign linked to the episode whose flight includes now.',
    params: episodeParamsSchema,
    response: sponsorUnitAnswerSchema,
    responseDescription: 'The unit, or null',
  })
  async episode(@Param('slug') slug: string): Promise<SponsorUnitAnswer> {
    return { unit: await this.units.forEpisode(slug) };
  }

  @Endpoint('GET', 'kiosk', {
    tag: 'partners',
    summary: "The sponsor unit of the kiosks' attract screen: a running station campaign",
    description: 'The newest APPROVED or ACTIVE STATION_WRAP campaign whose flight includes now.',
    response: sponsorUnitAnswerSchema,
    responseDescription: 'The unit, or null',
  })
  async kiosk(): Promise<SponsorUnitAnswer> {
    return { unit: await this.units.forStations() };
  }
}
