import { describe, expect, it } from 'vitest';
import type { RequestContext } from '../kernel/context';
import type { Step, TxEntities } from '../kernel/transaction';
import type { RowChange, TableDefinition } from './definition';
import { registerGuard } from './guards';
import { guardSteps } from './record';

// A table's guard (registered by its domain): its checks join the change's transaction, one call
// per changed or deleted row; a table without one adds nothing.
describe('guardSteps', () => {
  const ctx = {} as RequestContext;
  const tx = {} as TxEntities;
  const seen: RowChange[] = [];
  const guard = async (_ctx: RequestContext, _tx: TxEntities, change: RowChange) => {
    seen.push(change);
    return change.action === 'delete'
      ? [{ name: `check ${change.current.id}`, write: {} } as Step]
      : [];
  };
  registerGuard('guarded', guard);
  const table = { name: 'guarded' } as unknown as TableDefinition;

  it('asks the guard about every row and keeps its checks', async () => {
    const steps = await guardSteps(ctx, table, tx, [
      { action: 'update', current: { id: 'a' }, changes: { status_id: 'x' } },
      { action: 'delete', current: { id: 'b' } },
    ]);
    expect(steps.map((s) => s.name)).toEqual(['check b']);
    expect(seen.map((c) => c.action)).toEqual(['update', 'delete']);
  });

  it('adds nothing for a table without a guard, or no rows', async () => {
    const plain = { name: 'plain' } as unknown as TableDefinition;
    expect(await guardSteps(ctx, plain, tx, [{ action: 'delete', current: { id: 'a' } }])).toEqual(
      [],
    );
    expect(await guardSteps(ctx, table, tx, [])).toEqual([]);
  });

  it('lets a guard refuse the whole change', async () => {
    registerGuard('refusing', async () => {
      throw new Error('refused');
    });
    const refusing = { name: 'refusing' } as unknown as TableDefinition;
    await expect(
      guardSteps(ctx, refusing, tx, [{ action: 'delete', current: { id: 'a' } }]),
    ).rejects.toThrow('refused');
  });
});
