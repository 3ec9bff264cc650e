import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { voteTallySchema } from '@shared/schemas/community.schemas';
import { fakeFetch } from '../test/render';
import { apiRequest, ApiError, errorText, getQueryFn, UnexpectedAnswerError } from './api-client';

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('formats a failure as "{status}: {body}"', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('{"message":"Nope"}', { status: 409, statusText: 'Conflict' }),
    );
    await expect(apiRequest('POST', '/api/x', {})).rejects.toThrow('409: {"message":"Nope"}');
  });

  it('falls back to the status text when the body is empty', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('', { status: 503, statusText: 'Service Unavailable' }),
    );
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('sends JSON with a content type only when a body is given, always with credentials', async () => {
    const { fn, calls } = fakeFetch({ 'POST /api/a': { body: {} }, 'POST /api/b': { body: {} } });
    const spy = vi.fn(fn);
    vi.stubGlobal('fetch', spy);
    await apiRequest('POST', '/api/a', { x: 1 });
    await apiRequest('POST', '/api/b');
    expect(spy.mock.calls[0][1]).toMatchObject({
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(spy.mock.calls[1][1]).toMatchObject({
      credentials: 'include',
      headers: { 'Content-Language': 'en' },
      body: undefined,
    });
    expect(calls[0].body).toEqual({ x: 1 });
  });

  it("sends the page's language with every change, with a body or without, and never with a read", async () => {
    const { fn } = fakeFetch({ 'PUT /api/r': { body: {} }, 'GET /api/g': { body: {} } });
    const spy = vi.fn(fn);
    vi.stubGlobal('fetch', spy);
    document.documentElement.lang = 'ar';
    try {
      await apiRequest('PUT', '/api/r');
      await apiRequest('GET', '/api/g');
    } finally {
      document.documentElement.lang = 'en';
    }
    expect(spy.mock.calls[0][1]!.headers).toEqual({ 'Content-Language': 'ar' });
    expect(spy.mock.calls[1][1]!.headers).toEqual({});
  });
});

describe('getQueryFn', () => {
  it('GETs the key segments joined with slashes', async () => {
    const { fn, calls } = fakeFetch({ 'GET /api/votes/guardian-comic-poll': { body: [] } });
    vi.stubGlobal('fetch', fn);
    const query = getQueryFn(voteTallySchema);
    await query({ queryKey: ['/api/votes', 'guardian-comic-poll'] } as never);
    expect(calls[0].url).toBe('/api/votes/guardian-comic-poll');
  });

  it('yields null on 401 when configured, and throws by default', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('{"message":"Not signed in"}', { status: 401 }),
    );
    await expect(
      getQueryFn(z.object({}), { on401: 'returnNull' })({ queryKey: ['/api/auth/me'] } as never),
    ).resolves.toBeNull();
    await expect(
      getQueryFn(z.object({}))({ queryKey: ['/api/auth/me'] } as never),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it('parses the answer with the schema and refuses one of another shape', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({ 'GET /api/votes/p': { body: [{ option: 'jalal', count: 2 }] } }).fn,
    );
    await expect(
      getQueryFn(voteTallySchema)({ queryKey: ['/api/votes', 'p'] } as never),
    ).resolves.toEqual([{ option: 'jalal', count: 2 }]);
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/votes/p': { body: [{ option: 'jalal' }] } }).fn);
    const failure = getQueryFn(voteTallySchema)({ queryKey: ['/api/votes', 'p'] } as never);
    await expect(failure).rejects.toBeInstanceOf(UnexpectedAnswerError);
    await expect(failure).rejects.toThrow('Unexpected answer from /api/votes/p: 0.count');
  });
});

describe('errorText', () => {
  it('shows the server message of a JSON error body', () => {
    expect(
      errorText(new ApiError(401, '{"message":"Invalid email or password"}', 'Unauthorized'), 'x'),
    ).toBe('Invalid email or password');
  });
  it('keeps the raw message for a non-JSON body and the fallback for non-errors', () => {
    expect(errorText(new ApiError(500, 'boom', 'Internal'), 'x')).toBe('500: boom');
    expect(errorText(null, 'Please try again')).toBe('Please try again');
  });
});
