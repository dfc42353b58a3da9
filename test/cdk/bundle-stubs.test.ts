import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EVENT_STREAMS, STUBS } from '../../infra/cdk/bundling';
import { REPO_ROOT } from '../../infra/cdk/repo-root';
import { importBundled } from '../support/function-bundle';
import { jsonSchemaOf, parseEverySchema } from '../support/zod-probe';

/**
 * Function bundles load stubs for modules no function uses (infra/cdk/bundling.ts STUBS and
 * EVENT_STREAMS). zod's JSON Schema code is one: zod attaches it to every schema, so validation
 * runs next to the stub. This runs every request schema of shared/ bundled that way and as it is.
 */
const INPUTS: unknown[] = [
  undefined,
  null,
  {},
  [],
  '',
  'x',
  'x'.repeat(5000),
  0,
  -1,
  1.5,
  1e15,
  true,
  { id: 'a', name: 'Thandi', email: 'thandi@example.co.za', amount: 12_345, page: 2 },
  { emis: '123456789', domain: 'school.localhost', cellphone: '0821234567', date: '2026-11-24' },
  { name: ' ', email: 'not an email', amount: -5, quantity: 1.5, date: '2026-02-30' },
];

describe('the stubbed modules of function bundles', () => {
  it('zod validates every request schema bundled as it does unbundled, and refuses JSON Schema by name', async () => {
    const { module, code } = await importBundled<{
      parseEverySchema: typeof parseEverySchema;
      jsonSchemaOf: typeof jsonSchemaOf;
    }>('zod-probe', "export * from './zod-probe';", join(REPO_ROOT, 'test/support'));
    const expected = parseEverySchema(INPUTS);
    expect(Object.keys(expected).length).toBeGreaterThan(100);
    const bundled = module.parseEverySchema(INPUTS);
    expect(Object.keys(bundled).sort()).toEqual(Object.keys(expected).sort());
    for (const [schema, answers] of Object.entries(expected)) {
      expect(JSON.stringify(bundled[schema]), schema).toBe(JSON.stringify(answers));
    }

    // Unbundled, zod makes JSON Schema; bundled, the stub says why it cannot.
    expect(jsonSchemaOf()).toContain('"maxLength":10');
    expect(module.jsonSchemaOf()).toMatch(
      /^zod\/v4\/core\/(to-json-schema|json-schema-processors)\.js is left out of this Lambda bundle/,
    );
    expect(code).not.toContain('json-schema.org/draft');
  }, 120_000);

  it("a bundle without S3 has the SDK's event streams stubbed, export for export (test/api/dynamodb-bundle.test.ts sends with them)", async () => {
    const { module, code } = await importBundled<{ exports: string[]; marshal: () => string }>(
      'event-streams',
      `
        import * as streams from '@smithy/core/event-streams';
        export const exports = Object.keys(streams).sort();
        export function marshal() {
          try { new streams.EventStreamCodec(); return 'made'; } catch (error) { return error.message; }
        }
      `,
      join(REPO_ROOT, 'functions/src'),
      { ...STUBS, ...EVENT_STREAMS },
    );
    // Node loads the package's CommonJS build here, which adds `default`.
    const real = Object.keys(await import('@smithy/core/event-streams')).filter(
      (name) => name !== 'default',
    );
    // The same names (read from the real module), each refusing with the reason.
    expect(module.exports).toEqual(real.sort());
    expect(module.marshal()).toContain('left out of this Lambda bundle');
    expect(module.marshal()).toContain('only S3 has such');
    expect(code).not.toContain('Reported message length');
  }, 120_000);
});
