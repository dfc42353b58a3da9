import { nameIndexSteps } from '../kernel/name-index';
import type { Step, TxEntities } from '../kernel/transaction';
import type { TableDefinition } from './definition';

type Values = Record<string, unknown> | undefined;

const NONE: ReadonlyMap<string, readonly string[]> = new Map();

/**
 * The name-index writes that keep a row's keys in step with it going from `before` to `after`
 * (undefined: the row is new, or deleted), for each of the table's rules. None for a table
 * without a name index, or when its keys do not change.
 */
export function nameIndexWrites(
  tx: TxEntities,
  emis: string,
  table: TableDefinition,
  rowId: string,
  before: Values,
  after: Values,
): Step[] {
  const rules = table.nameIndex === undefined ? [] : [table.nameIndex].flat();
  return rules.flatMap((rule) =>
    nameIndexSteps(
      tx,
      emis,
      rule.scope,
      rowId,
      before ? rule.keysOf(before) : NONE,
      after ? rule.keysOf(after) : NONE,
    ),
  );
}
