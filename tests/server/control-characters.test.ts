import { Logger } from '@nestjs/common';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../server/testing/test-app.js';

describe('control characters in addresses', () => {
  let t: TestApp;
  const logged: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    for (const level of ['error', 'warn', 'log'] as const) {
      vi.spyOn(Logger.prototype, level).mockImplementation((message: unknown) => {
        logged.push(String(message));
      });
    }
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t.close();
  });

  it('refuses NUL in a path with a 400 naming it, before any query, and logs nothing', async () => {
    logged.length = 0;
    for (let i = 0; i < 50; i += 1) {
      const res = await t.http().get('/api/episodes/a%00').expect(400);
      expect(res.body.message).toBe('The address contains control characters');
      expect(res.body.errors).toEqual({ path: ['The address contains control characters'] });
    }
    expect(logged).toEqual([]);
  });

  it('refuses control characters in query parameters, and broken percent-encoding', async () => {
    const res = await t.http().get('/api/episodes?tag=a%01b').expect(400);
    expect(res.body.errors).toEqual({ tag: ['A query parameter contains control characters'] });
    await t.http().get('/api/episodes?a%00=1').expect(400);
    const broken = await t.http().get('/api/episodes/%E0%A4%A').expect(400);
    expect(broken.body.errors.path).toBeDefined();
    await t.http().get('/api/episodes?tag=%D8%B9%D8%B1%D8%A8%D9%8A').expect(200);
  });
});
