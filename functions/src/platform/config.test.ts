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
});
