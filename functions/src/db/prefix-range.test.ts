import { describe, expect, it } from 'vitest';
import { prefixAsRange } from './prefix-range';

const TOP = '\u{10FFFF}';

describe('a key prefix read as a range', () => {
  it('turns begins_with on the sort key into BETWEEN the prefix and the prefix + the top code point', () => {
    const input = {
      TableName: 'kantoor',
      KeyConditionExpression: '#pk = :pk and begins_with(#sk1, :sk1)',
      ExpressionAttributeNames: { '#pk': 'pk', '#sk1': 'sk' },
      ExpressionAttributeValues: { ':pk': 'e#name_token#s', ':sk1': 'smith#' },
    };
    const out = prefixAsRange(input);
    expect(out.KeyConditionExpression).toBe('#pk = :pk and #sk1 BETWEEN :sk1 AND :sk1_prefix_end');
    expect(out.ExpressionAttributeValues).toEqual({
      ':pk': 'e#name_token#s',
      ':sk1': 'smith#',
      ':sk1_prefix_end': `smith#${TOP}`,
    });
    // The caller's input is left as it was (ElectroDB may log or reuse it).
    expect(input.KeyConditionExpression).toContain('begins_with');
  });

  it('takes marshalled values too, and leaves other conditions and non-strings alone', () => {
    const marshalled = prefixAsRange({
      KeyConditionExpression: 'pk = :p AND begins_with(sk, :s)',
      ExpressionAttributeValues: { ':p': { S: 'a' }, ':s': { S: 'cli' } },
    });
    // A bare attribute name is not rewritten (ElectroDB always names them): left as written.
    expect(marshalled.KeyConditionExpression).toBe('pk = :p AND begins_with(sk, :s)');
    const named = prefixAsRange({
      KeyConditionExpression: '#pk = :p AND begins_with(#sk, :s)',
      ExpressionAttributeValues: { ':p': { S: 'a' }, ':s': { S: 'cli' } },
    });
    expect((named.ExpressionAttributeValues as Record<string, unknown>)[':s_prefix_end']).toEqual({
      S: `cli${TOP}`,
    });
    const between = { KeyConditionExpression: '#pk = :p AND #sk BETWEEN :a AND :b' };
    expect(prefixAsRange(between)).toBe(between);
    const number = prefixAsRange({
      KeyConditionExpression: '#pk = :p AND begins_with(#sk, :n)',
      ExpressionAttributeValues: { ':n': 5 },
    });
    expect(number.KeyConditionExpression).toContain('begins_with');
  });

  it('orders like the prefix: every key that starts with it lies in the range, no other does', () => {
    const prefix = 'smith#';
    const inRange = (key: string) =>
      Buffer.compare(Buffer.from(prefix), Buffer.from(key)) <= 0 &&
      Buffer.compare(Buffer.from(key), Buffer.from(prefix + TOP)) <= 0;
    for (const key of ['smith#', 'smith#01J', 'smith#\u00e9', 'smith#\u{1F600}x', 'smith#\uffff'])
      expect(inRange(key), key).toBe(true);
    for (const key of ['smith', 'smitha', 'smith$', 'smiti', 'smith"'])
      expect(inRange(key), key).toBe(false);
  });
});
