import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PROVIDER_EMIS } from '../../shared/src/company/provider';
import { registryKeys } from '../../functions/src/db/entities/company.entity';
import type { Database } from '../../functions/src/db/service';
import { rebuildRevenue } from '../../functions/src/provider/revenue';

type Item = Record<string, unknown>;

export type RegistryBackfill = {
  /** Items the Scan read (every item of the table), and the company items among them. */
  scanned: number;
  companies: number;
  /** The companies keyed now (they had no registry keys, or wrong ones). */
  keyed: string[];
  /** The annual recurring revenue figure once set from the registry (cents). */
  annualCents: number;
};

/** One segment of the parallel Scan: the company items, only the attributes the keys need. */
async function scanSegment(db: Database, segment: number, segments: number) {
  const companies: Item[] = [];
  let scanned = 0;
  let start: Item | undefined;
  do {
    const page = await db.client.send(
      new ScanCommand({
        TableName: db.table,
        Segment: segment,
        TotalSegments: segments,
        FilterExpression: '#e = :company',
        ProjectionExpression: 'pk, sk, emis, gsi1pk, gsi1sk',
        ExpressionAttributeNames: { '#e': '__edb_e__' },
        ExpressionAttributeValues: { ':company': 'company' },
        ExclusiveStartKey: start,
      }),
    );
    scanned += page.ScannedCount ?? 0;
    companies.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return { companies, scanned };
}

/** Sets a company's registry keys (never creates an item: it must still be there). */
async function key(db: Database, company: Item) {
  const emis = company.emis as string;
  const keys = registryKeys(emis);
  await db.client.send(
    new UpdateCommand({
      TableName: db.table,
      Key: { pk: company.pk, sk: company.sk },
      UpdateExpression: 'SET gsi1pk = :pk, gsi1sk = :sk',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':pk': keys.registry_key, ':sk': keys.registry_sort },
    }),
  );
}

/**
 * The one-off registry backfill (issue 27): the companies made before THE companies registry
 * (gsi1, written by onboarding's companySteps) get its keys, so the provider's view and the
 * per-company migrations find them. The one Scan of Kantoor, and outside functions/src: an
 * operator's maintenance run, never a request; a parallel Scan in `segments` segments for the
 * company items only. The provider's company (baron-007) is keyed last: the migrations read it
 * as the sign that the registry is complete (db/registry.ts). Then the annual recurring revenue
 * is set to the registry's sum. Idempotent: a second run keys nothing and changes no figure.
 */
export async function backfillCompanyRegistry(
  db: Database,
  segments = 4,
): Promise<RegistryBackfill> {
  const parts = await Promise.all(
    Array.from({ length: segments }, (_, segment) => scanSegment(db, segment, segments)),
  );
  const companies = parts.flatMap((part) => part.companies);
  const missing = companies.filter(
    (c) =>
      typeof c.emis === 'string' &&
      (c.gsi1pk !== registryKeys(c.emis).registry_key || c.gsi1sk !== c.emis),
  );
  const provider = missing.filter((c) => c.emis === PROVIDER_EMIS);
  const others = missing.filter((c) => c.emis !== PROVIDER_EMIS);
  for (let i = 0; i < others.length; i += 25)
    await Promise.all(others.slice(i, i + 25).map((c) => key(db, c)));
  for (const c of provider) await key(db, c);
  const revenue = await rebuildRevenue(db);
  return {
    scanned: parts.reduce((sum, part) => sum + part.scanned, 0),
    companies: companies.length,
    keyed: missing.map((c) => c.emis as string),
    annualCents: revenue.annual_cents,
  };
}

/**
 * `npm run ops:backfill-company-registry [-- --segments 8]`: against the deployed table
 * (TABLE_NAME, AWS_REGION and the operator's AWS credentials), or with `--local` against a
 * running `npm start` (its DATA_DIR/runtime-env.json).
 */
async function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--segments');
  const segments = at >= 0 ? Number(args[at + 1]) : 4;
  if (!Number.isInteger(segments) || segments < 1 || segments > 64)
    throw new Error('--segments takes a whole number from 1 to 64');
  if (args.includes('--local')) {
    const envFile = join(resolve(process.env.DATA_DIR ?? '.data'), 'runtime-env.json');
    if (!existsSync(envFile)) throw new Error(`No running Kantoor found (${envFile} is missing)`);
    Object.assign(process.env, JSON.parse(readFileSync(envFile, 'utf8')) as Record<string, string>);
  } else if (!process.env.TABLE_NAME) {
    throw new Error('Set TABLE_NAME (and AWS_REGION) to the deployed table, or pass --local');
  }
  Object.assign(process.env, { LOG_LEVEL: 'warn', LOG_FILE: '' });
  const { getDeps } = await import('../../functions/src/platform/deps');
  const report = await backfillCompanyRegistry(getDeps().db, segments);
  console.log(
    JSON.stringify({ ...report, keyed: report.keyed.length, emis: report.keyed }, null, 2),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
