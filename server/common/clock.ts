import { Injectable } from '@nestjs/common';

/**
 * The server's idea of now. Release windows are read through it, so tests can move time
 * (`vi.spyOn(app.get(Clock), 'now')`) without waiting seven days.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
