import { Module, type Provider, type Type } from '@nestjs/common';
import { APP_FILTER, NestFactory } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import type { NextFunction, Request, Response } from 'express';
import request from 'supertest';
import { type Mock, type Mocked, vi } from 'vitest';
import { HttpExceptionFilter } from '../common/http-exception.filter.js';

/** The header a spec names its signed-in user with (the session is not under test here). */
const SIGNED_IN_HEADER = 'x-spec-user-id';

/** Every method of a class replaced by a `vi.fn()` that answers undefined until told otherwise. */
function mockOf<T extends object>(type: Type<T>): Mocked<T> {
  const mock: Record<string, unknown> = {};
  for (let proto = type.prototype as object; proto !== Object.prototype;) {
    for (const name of Object.getOwnPropertyNames(proto)) {
      if (name !== 'constructor' && !(name in mock)) mock[name] = vi.fn();
    }
    proto = Object.getPrototypeOf(proto) as object;
  }
  return mock as Mocked<T>;
}

export interface ControllerSpecOptions {
  controllers: Type[];
  /** The services the controllers (and their guards) use: each replaced by `mockOf`. */
  mocks?: Type[];
  /** Anything else the controllers need as it is (a real guard, a config value). */
  providers?: Provider[];
}

export interface ControllerSpec {
  /** Requests as a visitor. */
  http(): ReturnType<typeof request>;
  /** Requests as the signed-in user `userId`. */
  as(userId: string): {
    get(url: string): request.Test;
    post(url: string): request.Test;
    put(url: string): request.Test;
    delete(url: string): request.Test;
  };
  /** The mock that stands for `type`. */
  mock<T extends object>(type: Type<T>): Mocked<T>;
  /** `Service.method` for each mocked method that was called (none, when a guard or pipe refused). */
  called(): string[];
  close(): Promise<void>;
}

/** The module a spec's controllers and mocks are put in (without @nestjs/testing). */
@Module({})
class SpecModule {}

/**
 * Only the controllers under test, with their services mocked and no database: the routes, guards,
 * validation and error bodies the real app gives, answered in milliseconds. For the 400, 401 and
 * 403 answers of an endpoint; what needs the database stays in the module's database tests.
 */
export async function controllerSpec(options: ControllerSpecOptions): Promise<ControllerSpec> {
  const mocks = new Map<Type, object>((options.mocks ?? []).map((type) => [type, mockOf(type)]));
  const app = await NestFactory.create(
    {
      module: SpecModule,
      // A limit no spec reaches: the guard runs as in the app, in memory.
      imports: [ThrottlerModule.forRoot([{ ttl: 60_000, limit: 1_000_000 }])],
      controllers: options.controllers,
      providers: [
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
        ...[...mocks].map(([provide, useValue]) => ({ provide, useValue })),
        ...(options.providers ?? []),
      ],
    },
    { logger: false },
  );
  app.setGlobalPrefix('api');
  // What the session middleware gives a signed-in request: its user id, from a header here.
  app.use((req: Request, _res: Response, next: NextFunction) => {
    const userId = req.header(SIGNED_IN_HEADER);
    if (userId) (req as { session?: unknown }).session = { userId };
    next();
  });
  await app.init();
  const server = app.getHttpServer() as Parameters<typeof request>[0];
  return {
    http: () => request(server),
    as: (userId) => ({
      get: (url) => request(server).get(url).set(SIGNED_IN_HEADER, userId),
      post: (url) => request(server).post(url).set(SIGNED_IN_HEADER, userId),
      put: (url) => request(server).put(url).set(SIGNED_IN_HEADER, userId),
      delete: (url) => request(server).delete(url).set(SIGNED_IN_HEADER, userId),
    }),
    mock<T extends object>(type: Type<T>) {
      const mock = mocks.get(type);
      if (!mock) throw new Error(`${type.name} is not mocked in this spec`);
      return mock as Mocked<T>;
    },
    called: () =>
      [...mocks].flatMap(([type, mock]) =>
        Object.entries(mock as Record<string, Mock>)
          .filter(([, fn]) => fn.mock.calls.length > 0)
          .map(([name]) => `${type.name}.${name}`),
      ),
    close: () => app.close(),
  };
}
