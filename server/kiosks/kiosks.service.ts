import { Injectable } from '@nestjs/common';
import type { KioskEntity } from './entities/kiosk.entity.js';
import { KiosksRepository } from './kiosks.repository.js';
import {
  KIOSK_DARK_AFTER_MS,
  type KioskHeartbeatBody,
  type KioskView,
} from '../../shared/schemas/kiosks.schemas.js';

/** Kiosk heartbeats and the operator's list of kiosks. */
@Injectable()
export class KiosksService {
  constructor(private readonly kiosks: KiosksRepository) {}

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
