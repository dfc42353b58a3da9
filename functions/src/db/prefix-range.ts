import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

// `begins_with(#sk, :v)` in a Query's key condition (ElectroDB writes it for a partial sort key).
const BEGINS = /begins_with\(\s*(#[A-Za-z0-9_]+)\s*,\s*(:[A-Za-z0-9_]+)\s*\)/g;
// The highest code point: every string that starts with a prefix sorts below prefix + TOP
// (DynamoDB compares strings by their UTF-8 bytes; F4 8F BF BF is the largest a character has).
const TOP = '\u{10FFFF}';

type QueryInput = {
  KeyConditionExpression?: string;
  ExpressionAttributeValues?: Record<string, unknown>;
};

const withTop = (value: unknown): unknown =>
  typeof value === 'string'
    ? value + TOP
    : value && typeof value === 'object' && typeof (value as { S?: unknown }).S === 'string'
      ? { S: (value as { S: string }).S + TOP }
      : undefined;

/**
 * A Query's key condition with each `begins_with(#sk, :v)` as `#sk BETWEEN :v AND :v + TOP`: the
 * same items in the same order. DynamoDB answers both from the sort key's order; DynamoDB Local
 * (the local runtime, CI, the benchmarks) answers `begins_with` by reading the whole partition
 * and BETWEEN from its index, so a prefix query of a large partition cost its size there
 * (bench:scale: the conflict check's name-index reads, 100-200 ms each at 150,000 keys, 10-20 ms
 * as a range). One code path for both.
 */
export function prefixAsRange<T extends QueryInput>(input: T): T {
  const expression = input.KeyConditionExpression;
  if (!expression?.includes('begins_with')) return input;
  const values = { ...input.ExpressionAttributeValues };
  const rewritten = expression.replace(BEGINS, (found, name: string, value: string) => {
    const top = withTop(values[value]);
    if (top === undefined) return found;
    const end = `${value}_prefix_end`;
    values[end] = top;
    return `${name} BETWEEN ${value} AND ${end}`;
  });
  return { ...input, KeyConditionExpression: rewritten, ExpressionAttributeValues: values };
}

/** Every Query the client sends goes through `prefixAsRange`. */
export function queryPrefixesAsRanges(client: DynamoDBDocumentClient): void {
  // A unit test's stand-in client (a bare `send`) has no middleware stack to add to.
  if (!(client as Partial<DynamoDBDocumentClient>).middlewareStack) return;
  client.middlewareStack.add(
    (next, context) => (args) => {
      if (context.commandName === 'QueryCommand')
        (args as { input: QueryInput }).input = prefixAsRange(
          (args as { input: QueryInput }).input,
        );
      return next(args);
    },
    { step: 'initialize', name: 'kantoorPrefixAsRange', override: true },
  );
}
