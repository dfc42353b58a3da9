import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('config', () => {
  it('reads the environment it is given, not the process one', () => {
    const config = readConfig({
      KANTOOR_MODE: 'local',
      OUTBOX_DIR: '/tmp/outbox',
      TABLE_NAME: 't1',
      FX_URL: 'offline',
      TENANT_HOST_HEADER: 'X-Kantoor-Host',
    });
    expect(config).toMatchObject({
      mode: 'local',
      outboxDir: '/tmp/outbox',
      tableName: 't1',
      fxUrl: undefined,
      tenantHostHeader: 'x-kantoor-host',
    });
    expect(readConfig({}).mode).toBe('aws');
    expect(readConfig({}).logLevel).toBe('info');
  });
});

/**
 * Its own time budget: the first import of the composition root loads and transforms every
 * adapter's module graph (all the AWS SDK clients), seconds of CPU on a busy machine; vitest's
 * default 5 s made the test depend on an idle one.
 */
const COLD_IMPORT_BUDGET_MS = 60_000;

describe('composition root', () => {
  it(
    'builds adapters on first use: an AWS function that signs nothing needs no signing key',
    { timeout: COLD_IMPORT_BUDGET_MS },
    async () => {
      const { createDeps } = await import('./deps');
      const deps = createDeps(readConfig({ KANTOOR_MODE: 'aws' }));
      expect(deps.config.mode).toBe('aws');
      expect(() => deps.signer).toThrow('SIGNING_KEY_ID must be set');
      const local = createDeps(
        readConfig({ KANTOOR_MODE: 'local', OUTBOX_DIR: '/tmp/x', KEY_DIR: '/tmp/k' }),
      );
      expect(local.email).toBe(local.email);
      expect(local.email.constructor.name).toBe('OutboxEmailSender');
    },
  );

  it(
    'sets the clock by KANTOOR_CLOCK in local mode only: AWS keeps the system clock',
    { timeout: COLD_IMPORT_BUDGET_MS },
    async () => {
      const { createDeps } = await import('./deps');
      const start = '2031-12-31T10:00:00+02:00';
      const local = createDeps(readConfig({ KANTOOR_MODE: 'local', KANTOOR_CLOCK: start }));
      const set = local.clock.now().getTime() - Date.parse(start);
      expect(set).toBeGreaterThanOrEqual(0);
      expect(set).toBeLessThan(60_000);
      for (const env of [{ KANTOOR_CLOCK: start }, { KANTOOR_MODE: 'aws', KANTOOR_CLOCK: start }]) {
        const config = readConfig(env);
        expect(config.clockStart).toBeUndefined();
        // Even a config that carries a start (built by hand) keeps real time in AWS mode.
        const aws = createDeps({ ...config, clockStart: start });
        expect(Math.abs(aws.clock.now().getTime() - Date.now())).toBeLessThan(60_000);
      }
      expect(() =>
        createDeps(readConfig({ KANTOOR_MODE: 'local', KANTOOR_CLOCK: 'soon' })),
      ).toThrow('KANTOOR_CLOCK=soon is not an ISO time');
    },
  );

  it(
    'hashes passwords at N=2^17 but in the local test runtime (KANTOOR_PASSWORD_COST=test)',
    { timeout: COLD_IMPORT_BUDGET_MS },
    async () => {
      const { createDeps } = await import('./deps');
      const cost = async (env: Record<string, string>, passwordCost?: 'test') => {
        const config = readConfig(env);
        const deps = createDeps(passwordCost ? { ...config, passwordCost } : config);
        return (await deps.passwords.hash('Kantoor#2026')).split('$')[1];
      };
      const local = { KANTOOR_MODE: 'local', OUTBOX_DIR: '/tmp/x', KEY_DIR: '/tmp/k' };
      // npm start: the production cost.
      expect(await cost(local)).toBe('131072');
      expect(await cost({ ...local, KANTOOR_PASSWORD_COST: 'cheap' })).toBe('131072');
      // The test runtime: the demo cost, recorded in the hash.
      expect(await cost({ ...local, KANTOOR_PASSWORD_COST: 'test' })).toBe('1024');
      // AWS never reads the setting, and a config that carries it (built by hand) is ignored.
      expect(readConfig({ KANTOOR_MODE: 'aws', KANTOOR_PASSWORD_COST: 'test' }).passwordCost).toBe(
        undefined,
      );
      expect(await cost({ KANTOOR_MODE: 'aws' }, 'test')).toBe('131072');
    },
  );

  it(
    'signs DynamoDB requests in AWS mode; DynamoDB Local gets a fixed header, not a signature',
    { timeout: COLD_IMPORT_BUDGET_MS },
    async () => {
      const { createDeps } = await import('./deps');
      const headersSent = async (env: Record<string, string>) => {
        const { client } = createDeps(readConfig(env)).db;
        let sent: Record<string, string> = {};
        client.middlewareStack.add(
          () => async (args) => {
            sent = (args.request as { headers: Record<string, string> }).headers;
            throw new Error('not sent');
          },
          { step: 'finalizeRequest', priority: 'low' },
        );
        await client
          .send(new GetCommand({ TableName: 't', Key: { pk: 'a', sk: 'b' } }))
          .catch(() => undefined);
        return sent;
      };
      const endpoint = { DYNAMODB_ENDPOINT: 'http://127.0.0.1:9', TABLE_NAME: 't' };
      const local = await headersSent({ ...endpoint, KANTOOR_MODE: 'local' });
      expect(local.authorization).toMatch(/Signature=0$/);
      expect(local['x-amz-date']).toBeUndefined();
      const aws = await headersSent({ ...endpoint, KANTOOR_MODE: 'aws' });
      expect(aws.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=local\/\d{8}\//);
      expect(aws.authorization).toMatch(/Signature=[0-9a-f]{64}$/);
    },
  );
});

describe('startedClock', () => {
  it('starts at the instant it is given and runs on with real time', async () => {
    const { startedClock } = await import('./adapters/clocks');
    let real = Date.parse('2026-05-01T00:00:00Z');
    const clock = startedClock('2027-03-01T08:00:00+02:00', () => real);
    expect(clock.now().toISOString()).toBe('2027-03-01T06:00:00.000Z');
    real += 90_000;
    expect(clock.now().toISOString()).toBe('2027-03-01T06:01:30.000Z');
  });
});
