import { createHash, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../common/tokens.js';
import type { AppConfig } from '../config.js';
import { Kiosk } from './kiosk.entity.js';
import {
  KIOSK_DARK_AFTER_MS,
  type KioskHeartbeatBody,
  type KioskView,
} from '../../shared/schemas/kiosks.schemas.js';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Kiosk heartbeats and the operator's list of kiosks. */
@Injectable()
export class KiosksService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Kiosks authenticate with the shared KIOSK_TOKEN setting; without it, heartbeats are refused. */
  checkToken(token: string | undefined): void {
    const expected = this.config.kioskToken;
    if (!expected || !token || !timingSafeEqual(digest(token), digest(expected))) {
      throw new UnauthorizedException('Missing or wrong kiosk token (x-kiosk-token)');
    }
  }

  async heartbeat(body: KioskHeartbeatBody): Promise<KioskView> {
    const now = new Date();
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(Kiosk)
      .values({
        kioskId: body.kioskId,
        version: body.version,
        cacheStatus: body.cacheStatus,
        lastError: body.lastError ?? null,
        lastHeartbeatAt: now,
      })
      .orUpdate(['version', 'cache_status', 'last_error', 'last_heartbeat_at'], ['kiosk_id'])
      .execute();
    const kiosk = await this.dataSource.getRepository(Kiosk).findOneByOrFail({
      kioskId: body.kioskId,
    });
    return this.view(kiosk, now);
  }

  /** Every kiosk, the darkest (longest silent) first. */
  async list(): Promise<KioskView[]> {
    const kiosks = await this.dataSource
      .getRepository(Kiosk)
      .find({ order: { lastHeartbeatAt: 'ASC', kioskId: 'ASC' } });
    const now = new Date();
    return kiosks.map((kiosk) => this.view(kiosk, now));
  }

  private view(kiosk: Kiosk, now: Date): KioskView {
    return {
      kioskId: kiosk.kioskId,
      version: kiosk.version,
      cacheStatus: kiosk.cacheStatus,
      lastError: kiosk.lastError,
      lastHeartbeatAt: kiosk.lastHeartbeatAt.toISOString(),
      firstSeenAt: kiosk.firstSeenAt.toISOString(),
      dark: now.getTime() - kiosk.lastHeartbeatAt.getTime() > KIOSK_DARK_AFTER_MS,
    };
  }
}
