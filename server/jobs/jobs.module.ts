import { Module } from '@nestjs/common';
import { JobQueue } from './job-queue.js';
import { JobWorker } from './job-worker.js';
import { JobsHousekeeping } from './jobs-housekeeping.js';
import { JobsRepository } from './jobs.repository.js';

/** The durable job queue: `JobQueue.enqueue()` anywhere, `JobWorker.register()` for each type. */
@Module({
  providers: [JobsRepository, JobQueue, JobWorker, JobsHousekeeping],
  exports: [JobQueue, JobWorker],
})
export class JobsModule {}
