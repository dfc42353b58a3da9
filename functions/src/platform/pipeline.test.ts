import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { RouteEntry } from './route-spec';
import { readConfig } from './config';
import type { Deps } from './deps';
import { AppError } from './errors';
import { createLogger } from './log';
import { createPipeline } from './pipeline';

function fakeDeps(lines: string[], env: Record<string, string> = { KANTOOR_MODE: 'local' }): Deps {
  return {
    config: readConfig(env),
    log: createLogger({ service: 'test' }, 'info', (line) => lines.push(line)),
    global: {
      domains: {
        resolve: async (domain: string) => (domain === 'shop.localhost' ? 'vula' : undefined),
        closedSite: async () => undefined,
      },
    },
    tenant: (emis: string) => ({
      emis,
      company: { get: async () => ({ emis, name: 'Vula', domain: 'shop.localhost' }) },
    }),
  } as unknown as Deps;
}

type TestRoute = { auth: 'public'; tenant: 'required'; handler: string; uses: [] };
const publicRoute = (bodyLimit?: number) =>
  ({
    key: 'POST /test',
    method: 'POST',
    path: '/test',
    handler: 'x',
    auth: 'public',
    tenant: 'required',
    uses: [],
    bodyLimit,
  }) as unknown as RouteEntry & TestRoute;

function event(
  body: string | undefined,
  host = 'shop.localhost',
  extra: Record<string, string> = {},
): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'POST /test',
    rawPath: '/test',
    rawQueryString: '',
    headers: { host, 'content-type': 'application/json', ...extra },
    requestContext: {
      requestId: 'req-1',
      http: { method: 'POST', path: '/test', sourceIp: '10.0.0.1' },
    },
    body,
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2;
}

const context = { awsRequestId: 'ctx-1' } as Context;

describe('pipeline', () => {
  it('answers an unexpected error with 500 and a request id, logging the stack but not showing it', async () => {
    const lines: string[] = [];
    const handler = createPipeline(
      publicRoute(),
      {},
      async () => {
        throw new Error('secret database detail');
      },
      () => fakeDeps(lines),
    );
    const result = await handler(event('{}'), context);
    expect(result.statusCode).toBe(500);
    expect(result.body).not.toContain('secret database detail');
    expect(JSON.parse(result.body ?? '{}')).toMatchObject({ requestId: 'req-1' });
    const logged = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((l) => l.level === 'error');
    expect(logged).toMatchObject({
      requestId: 'req-1',
      route: 'POST /test',
      tenant: 'vula',
      status: 500,
    });
    expect(JSON.stringify(logged)).toContain('secret database detail');
    expect(JSON.stringify(logged)).toContain('pipeline.test.ts');
  });

  it("maps a domain error to its status and the user's message", async () => {
    const handler = createPipeline(
      publicRoute(),
      {},
      async () => {
        throw new AppError(409, 'Supplier Exist', { headers: { 'x-why': 'duplicate' } });
      },
      () => fakeDeps([]),
    );
    const result = await handler(event('{}'), context);
    expect(result.statusCode).toBe(409);
    expect(JSON.parse(result.body ?? '')).toEqual({ error: 'Supplier Exist' });
    expect(result.headers?.['x-why']).toBe('duplicate');
    expect(result.headers?.['x-content-type-options']).toBe('nosniff');
  });

  it('validates with the zod schema and hands the parsed body to the handler (unknown keys dropped)', async () => {
    let seen: unknown;
    const handler = createPipeline(
      publicRoute(),
      { body: z.object({ name: z.string().min(1, 'Field is required') }) },
      async ({ body }) => {
        seen = body;
        return 'success';
      },
      () => fakeDeps([]),
    );
    const bad = await handler(event('{"name":""}'), context);
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body ?? '')).toEqual({
      error: 'Field is required',
      fields: { name: 'Field is required' },
    });
    const good = await handler(event('{"name":"Thabo","alevel":11}'), context);
    expect(good.statusCode).toBe(200);
    expect(good.body).toBe('"success"');
    expect(seen).toEqual({ name: 'Thabo' });
  });

  it('applies the route body limit and resolves the tenant from the host', async () => {
    let tenantSeen = '';
    const handler = createPipeline<TestRoute, object>(
      publicRoute(30),
      {},
      async (input) => {
        tenantSeen = input.ctx.company.emis;
        return { ok: true };
      },
      () => fakeDeps([]),
    );
    expect(
      (await handler(event(JSON.stringify({ text: 'x'.repeat(50) })), context)).statusCode,
    ).toBe(413);
    expect((await handler(event('{}'), context)).statusCode).toBe(200);
    expect(tenantSeen).toBe('vula');
    expect((await handler(event('{}', 'unknown.localhost'), context)).statusCode).toBe(404);
    expect(
      (await handler(event('{"domain":"shop.localhost"}', 'unknown.localhost'), context))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a body domain longer than a host name with 400 and never looks it up', async () => {
    const looked: string[] = [];
    const deps = fakeDeps([]);
    const resolve = deps.global.domains.resolve.bind(deps.global.domains);
    deps.global.domains.resolve = async (domain: string) => {
      looked.push(domain);
      return resolve(domain);
    };
    const handler = createPipeline<TestRoute, object>(
      publicRoute(),
      {},
      async () => ({ ok: true }),
      () => deps,
    );
    const long = await handler(event(JSON.stringify({ domain: 'a'.repeat(5_000) })), context);
    expect(long.statusCode).toBe(400);
    expect(JSON.parse(long.body ?? '{}')).toEqual({
      error: 'Domain is too long',
      fields: { domain: 'Domain is too long' },
    });
    // A Host that long is no host name: an unknown site, as any other.
    expect((await handler(event('{}', `${'a'.repeat(5_000)}.localhost`), context)).statusCode).toBe(
      404,
    );
    expect(looked).toEqual([]);
    // The longest host name is still looked up.
    const longest = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`;
    expect(longest).toHaveLength(253);
    await handler(event(JSON.stringify({ domain: longest })), context);
    expect(looked).toEqual([longest]);
  });

  it('believes the edge headers only with the edge secret', async () => {
    const seen: Array<{ ip: string; emis: string }> = [];
    const aws = {
      KANTOOR_MODE: 'aws',
      SIGNING_KEY_ID: 'k',
      TENANT_HOST_HEADER: 'x-kantoor-host',
      CLIENT_IP_HEADER: 'x-kantoor-viewer-ip',
      EDGE_SECRET: 's3cret-value',
    };
    const handler = createPipeline<TestRoute, object>(
      publicRoute(),
      {},
      async (input) => {
        seen.push({ ip: input.ctx.sourceIp, emis: input.ctx.company.emis });
        return 'ok';
      },
      () => fakeDeps([], aws),
    );
    const edge = { 'x-kantoor-host': 'shop.localhost', 'x-kantoor-viewer-ip': '196.21.0.9' };
    const api = 'abc.execute-api.af-south-1.amazonaws.com';
    expect(
      (await handler(event('{}', api, { ...edge, 'x-kantoor-edge': 's3cret-value' }), context))
        .statusCode,
    ).toBe(200);
    expect(seen[0]).toEqual({ ip: '196.21.0.9', emis: 'vula' });
    // Around CloudFront, straight to execute-api: the headers are ignored.
    expect(
      (await handler(event('{}', api, { ...edge, 'x-kantoor-edge': 'guess' }), context)).statusCode,
    ).toBe(404);
    expect(
      (await handler(event('{"domain":"shop.localhost"}', api, edge), context)).statusCode,
    ).toBe(200);
    expect(seen[1]?.ip).toBe('10.0.0.1');
  });
});
