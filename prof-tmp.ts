import { readFileSync } from 'node:fs';
import { readConfig } from './functions/src/platform/config';
import { createDeps } from './functions/src/platform/deps';
import { searchRanges, CLIENT_NAMES, MATTER_PARTIES } from './shared/src/legal/conflicts';
const env = JSON.parse(readFileSync('/work/bench-full/runtime-env.json', 'utf8'));
const deps = createDeps(readConfig({ ...process.env, ...env, LOG_LEVEL: 'silent' }));
const tokens = deps.db.entities.nameToken;
const emis = process.argv[2] ?? 'bench-large';
const ranges = searchRanges(['Client 7 Smith']);
for (const scope of [CLIENT_NAMES, MATTER_PARTIES])
for (const range of ranges) {
  const t = performance.now();
  const options = { limit: 100, attributes: ['ref_id', 'labels'] as const };
  const rev = (k: string) => [...k].reverse().join('');
  const r = 'exact' in range ? await tokens.query.byKey({ emis, scope, key: range.exact }).go(options)
    : 'prefix' in range ? await tokens.query.byKey({ emis, scope }).begins({ key: range.prefix }).go(options)
    : await tokens.query.byReversed({ emis, scope }).begins({ rkey: rev(range.suffix) }).go(options);
  console.log(scope, JSON.stringify(range), r.data.length, (performance.now() - t).toFixed(0), 'ms');
}
process.exit(0);
