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
