import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { KioskEntity } from './entities/kiosk.entity.js';

/** What a heartbeat stores about a kiosk. */
export type KioskHeartbeat = Pick<
  KioskEntity,
  'kioskId' | 'version' | 'cacheStatus' | 'lastError' | 'lastHeartbeatAt'
>;

@Injectable()
export class KiosksRepository {
  constructor(@InjectRepository(KioskEntity) private readonly kiosks: Repository<KioskEntity>) {}

  /** Records a heartbeat in one statement (the first one adds the kiosk) and answers the row. */
  async upsertHeartbeat(heartbeat: KioskHeartbeat): Promise<KioskEntity> {
    await this.kiosks
      .createQueryBuilder()
      .insert()
      .values(heartbeat)
      .orUpdate(['version', 'cache_status', 'last_error', 'last_heartbeat_at'], ['kiosk_id'])
      .execute();
    return this.kiosks.findOneByOrFail({ kioskId: heartbeat.kioskId });
  }

  /** Every kiosk, the longest silent first. */
  listLongestSilentFirst(): Promise<KioskEntity[]> {
    return this.kiosks.find({ order: { lastHeartbeatAt: 'ASC', kioskId: 'ASC' } });
  }
}
