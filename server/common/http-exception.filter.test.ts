import { Logger, type ArgumentsHost } from '@nestjs/common';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryFailedError } from 'typeorm';
import { DatabaseLogger, DatabaseStatus } from '../database/database-status.js';
import { HttpExceptionFilter, isClientAbort } from './http-exception.filter.js';
import { RepeatedLines } from './repeated-lines.js';

/** A response that records what the filter does with it. */
function host() {
  const sent: { status?: number; body?: unknown } = {};
  const headers: Record<string, string> = {};
  const response = {
    headersSent: false,
    setHeader: (name: string, value: string) => {
      headers[name] = value;
    },
    status(code: number) {
      sent.status = code;
      return this;
    },
    json(body: unknown) {
      sent.body = body;
      return this;
    },
  };
  const argumentsHost = {
    switchToHttp: () => ({ getResponse: () => response }),
  } as unknown as ArgumentsHost;
  return { argumentsHost, sent, headers };
}

/** The error Express raises when the client closes the connection while a file is sent. */
const abortError = () => Object.assign(new Error('Request aborted'), { code: 'ECONNABORTED' });

afterEach(() => vi.restoreAllMocks());

describe('HttpExceptionFilter', () => {
  it('answers nothing and logs nothing when the client went away', () => {
    const logged = vi.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { argumentsHost, sent } = host();
    new HttpExceptionFilter().catch(abortError(), argumentsHost);
    expect(isClientAbort(abortError())).toBe(true);
    expect(logged).not.toHaveBeenCalled();
    expect(sent).toEqual({});
  });

  it('still logs an unexpected error and answers 500', () => {
    const logged = vi.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { argumentsHost, sent } = host();
    new HttpExceptionFilter().catch(new Error('boom'), argumentsHost);
    expect(isClientAbort(new Error('boom'))).toBe(false);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(sent.status).toBe(500);
  });

  it('answers a full disk (SQLSTATE class 53) with 503 and Retry-After, logged once, shown by health', async () => {
    const logged = vi.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const status = new DatabaseStatus();
    const filter = new HttpExceptionFilter(status);
    const diskFull = () =>
      new QueryFailedError(
        'INSERT INTO votes VALUES ($1)',
        [],
        Object.assign(new Error('could not extend file: No space left on device'), {
          code: '53100',
        }),
      );
    for (let i = 0; i < 5; i += 1) {
      const { argumentsHost, sent, headers } = host();
      filter.catch(diskFull(), argumentsHost);
      expect(sent.status).toBe(503);
      expect(headers['Retry-After']).toBe('30');
      expect(JSON.stringify(sent.body)).not.toContain('INSERT');
    }
    expect(logged).toHaveBeenCalledTimes(1);
    status.watch(() => Promise.resolve());
    const health = await status.health();
    expect(health).toEqual({ database: 'up', problem: expect.stringContaining('53100') });
  });

  it('answers a saturated pool with 503 busy, without logging or marking the database down', () => {
    const logged = vi.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const status = new DatabaseStatus();
    const { argumentsHost, sent, headers } = host();
    new HttpExceptionFilter(status).catch(
      new Error('timeout exceeded when trying to connect'),
      argumentsHost,
    );
    expect(sent.status).toBe(503);
    expect(headers['Retry-After']).toBe('2');
    expect((sent.body as { message: string }).message).toMatch(/busy/);
    expect(status.isDown).toBe(false);
    expect(logged).not.toHaveBeenCalled();
  });

  it('writes a repeated line once per 10 seconds, then says how many were held back', () => {
    let now = 0;
    const lines = new RepeatedLines(() => now);
    expect(lines.admit('a')).toBe('a');
    expect(lines.admit('a')).toBeUndefined();
    expect(lines.admit('b')).toBe('b');
    expect(lines.admit('a')).toBeUndefined();
    now = 10_000;
    expect(lines.admit('a')).toBe('a (and 2 more like it)');
  });

  it('logs a client-caused query error in one short line without the SQL, repeats held back', () => {
    const lines: string[] = [];
    vi.spyOn(Logger.prototype, 'warn').mockImplementation((line: unknown) => {
      lines.push(String(line));
    });
    vi.spyOn(Logger.prototype, 'error').mockImplementation((line: unknown) => {
      lines.push(String(line));
    });
    const logger = new DatabaseLogger(new DatabaseStatus());
    const nul = new QueryFailedError(
      'SELECT "e"."id" FROM "episodes" "e" WHERE "e"."slug" = $1',
      ['a\u0000'],
      Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
        code: '22021',
      }),
    );
    for (let i = 0; i < 500; i += 1) logger.logQueryError(nul, nul.query);
    expect(lines).toEqual([
      'Query refused: invalid byte sequence for encoding "UTF8": 0x00 (22021)',
    ]);
  });
});
