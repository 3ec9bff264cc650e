import { createHash, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { APP_CONFIG } from '../common/tokens.js';
import type { AppConfig } from '../config.js';
import type { KioskEntity } from './entities/kiosk.entity.js';
import { KiosksRepository } from './kiosks.repository.js';
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
    private readonly kiosks: KiosksRepository,
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
    const kiosk = await this.kiosks.upsertHeartbeat({
      kioskId: body.kioskId,
      version: body.version,
      cacheStatus: body.cacheStatus,
      lastError: body.lastError ?? null,
      lastHeartbeatAt: now,
    });
    return this.view(kiosk, now);
  }

  /** Every kiosk, the darkest (longest silent) first. */
  async list(): Promise<KioskView[]> {
    const kiosks = await this.kiosks.listLongestSilentFirst();
    const now = new Date();
    return kiosks.map((kiosk) => this.view(kiosk, now));
  }

  private view(kiosk: KioskEntity, now: Date): KioskView {
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
