import { readFileSync } from 'node:fs';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { readConfig } from './functions/src/platform/config';
import { createDeps } from './functions/src/platform/deps';
const env = JSON.parse(readFileSync('/work/bench-full/runtime-env.json', 'utf8'));
const deps = createDeps(readConfig({ ...process.env, ...env, LOG_LEVEL: 'silent' }));
const pk = 'bench-large#name_token#client_name';
const time = async (label: string, cmd: object) => {
  const t = performance.now();
  const r = await deps.db.client.send(new QueryCommand({ TableName: deps.db.table, Limit: 100, ...cmd } as never));
  console.log(label, r.Items?.length, (performance.now() - t).toFixed(0), 'ms');
};
for (let i = 0; i < 2; i++) {
  await time('begins smith#', { KeyConditionExpression: 'pk = :p AND begins_with(sk, :s)', ExpressionAttributeValues: { ':p': pk, ':s': 'smith#' } });
  await time('between smith#', { KeyConditionExpression: 'pk = :p AND sk BETWEEN :a AND :b', ExpressionAttributeValues: { ':p': pk, ':a': 'smith#', ':b': 'smith#\uffff' } });
  await time('begins cli', { KeyConditionExpression: 'pk = :p AND begins_with(sk, :s)', ExpressionAttributeValues: { ':p': pk, ':s': 'cli' } });
  await time('between cli', { KeyConditionExpression: 'pk = :p AND sk BETWEEN :a AND :b', ExpressionAttributeValues: { ':p': pk, ':a': 'cli', ':b': 'cli\uffff' } });
  await time('begins zzz (none)', { KeyConditionExpression: 'pk = :p AND begins_with(sk, :s)', ExpressionAttributeValues: { ':p': pk, ':s': 'zzz' } });
  await time('between zzz (none)', { KeyConditionExpression: 'pk = :p AND sk BETWEEN :a AND :b', ExpressionAttributeValues: { ':p': pk, ':a': 'zzz', ':b': 'zzz\uffff' } });
  await time('pk only', { KeyConditionExpression: 'pk = :p', ExpressionAttributeValues: { ':p': pk } });
}
process.exit(0);
