import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type StripeSubscriptionState, subscriptionObject } from './stripe-events.js';

/** One request the Stripe provider made: method, path and its form (or query) fields. */
interface StripeRequest {
  method: string;
  path: string;
  fields: Record<string, string>;
}

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => resolve(body));
  });

/**
 * A stand-in for the part of Stripe's API the provider calls to change a subscription: it keeps
 * every request and answers as Stripe does (the subscription from the scenario's state, prices by
 * lookup key, schedules by id). What Stripe then sends back are the scenario's signed events.
 */
export async function stripeApi(subscription: () => StripeSubscriptionState) {
  const requests: StripeRequest[] = [];
  const server: Server = createServer((req, res) => {
    void read(req).then((body) => {
      const url = new URL(req.url ?? '/', 'http://stripe.test');
      const fields = Object.fromEntries(
        new URLSearchParams(req.method === 'GET' ? url.search : body).entries(),
      );
      requests.push({ method: req.method ?? 'GET', path: url.pathname, fields });
      const answer = (status: number, value: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      const state = subscription();
      if (url.pathname === '/v1/prices' && req.method === 'GET') {
        const key = fields['lookup_keys[0]'];
        return answer(200, { object: 'list', data: [{ id: `price_${key}`, object: 'price' }] });
      }
      if (url.pathname === `/v1/subscriptions/${state.id}`) {
        return answer(200, subscriptionObject(state));
      }
      const schedule = /^\/v1\/subscription_schedules(?:\/([^/]+))?(\/release)?$/.exec(
        url.pathname,
      );
      if (schedule && req.method === 'POST') {
        return answer(200, {
          id: schedule[1] ?? 'sub_sched_scenario',
          object: 'subscription_schedule',
        });
      }
      answer(404, {
        error: { type: 'invalid_request_error', message: `No route ${url.pathname}` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
