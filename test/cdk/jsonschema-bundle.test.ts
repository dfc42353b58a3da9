import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Entity } from 'electrodb';
import { Validator as RealValidator } from 'jsonschema';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../functions/src/db/service';
import { BUILD_OPTIONS } from '../../infra/cdk/bundling';
import { Validator } from '../../infra/cdk/jsonschema-bundle';
import { REPO_ROOT } from '../../infra/cdk/repo-root';
import { importBundled } from '../support/function-bundle';

/**
 * infra/cdk/jsonschema-bundle is what Lambda bundles get for `jsonschema`: ElectroDB's model check
 * finds nothing there. Unbundled the check is real (every entity is built by
 * functions/src/db/entities/definitions.test.ts), as this shows.
 */
describe('the bundled jsonschema', () => {
  it('has the members ElectroDB uses, and reports nothing', () => {
    expect(typeof Validator.prototype.customFormats).toBe('object');
    expect(typeof RealValidator.prototype.customFormats).toBe('object');
    for (const method of ['addSchema', 'validate'] as const) {
      expect(typeof Validator.prototype[method], method).toBe('function');
      expect(typeof RealValidator.prototype[method], method).toBe('function');
    }
    expect(new Validator().validate()).toEqual({ errors: [] });
  });

  it('unbundled, ElectroDB checks a model with the real package', () => {
    const broken = {
      model: { entity: 'broken', version: '1', service: 'kantoor' },
      attributes: { id: { type: 'string' } },
      indexes: { primary: { pk: { field: 'pk', composite: 'id' } } },
    };
    expect(() => new Entity(broken as never, { table: 'kantoor' })).toThrow(
      /composite is not of a type\(s\) array/,
    );
  });

  it('bundled as the functions are, ElectroDB builds every entity as it does unbundled', async () => {
    // The db layer, bundled with the functions' aliases (jsonschema's among them).
    expect(BUILD_OPTIONS.alias.jsonschema).toContain('jsonschema-bundle');
    const entry = `
      import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
      import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
      import { createDatabase } from './service';
      const db = createDatabase(DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'af-south-1' })), 'kantoor');
      export const built = Object.getOwnPropertyNames(db.entities).map((name) => [name, JSON.stringify(db.entities[name].schema)]);
    `;
    const { module, inputs } = await importBundled<{ built: Array<[string, unknown]> }>(
      'jsonschema',
      entry,
      join(REPO_ROOT, 'functions/src/db'),
    );
    expect(inputs.some((f) => f.includes('node_modules/jsonschema/'))).toBe(false);
    const { built } = module;

    const db = createDatabase(
      DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'af-south-1' })),
      'kantoor',
    );
    const names = Object.getOwnPropertyNames(db.entities);
    expect(built.map(([name]) => name)).toEqual(names);
    for (const [name, schema] of built) {
      const entity = db.entities[name as keyof typeof db.entities];
      expect(schema, name).toBe(JSON.stringify(entity.schema));
    }
  }, 120_000);
});
