import { Logger, type ArgumentsHost } from '@nestjs/common';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpExceptionFilter, isClientAbort } from './http-exception.filter.js';

/** A response that records what the filter does with it. */
function host() {
  const sent: { status?: number; body?: unknown } = {};
  const response = {
    headersSent: false,
    setHeader: vi.fn(),
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
  return { argumentsHost, sent };
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
});
