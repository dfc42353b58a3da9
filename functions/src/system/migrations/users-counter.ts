import { readCounter, USERS_COUNTER } from '../../kernel/counter';
import { isConditionFailed } from '../../kernel/transaction';
import { companyMigration, partition } from './companies';

/**
 * 0012, users (issue 27): each company's users counter set from its memberships that are not
 * banned (any level), for companies whose members joined before the counter. Written only when
 * missing or different, on condition the counter is still as read (a registration meanwhile
 * counts again).
 */
export const usersCounterMigration = companyMigration(
  '0012-users-counter',
  "Each company's users counter from its memberships that are not banned",
  async (ctx, emis) => {
    for (let attempt = 0; ; attempt += 1) {
      let scanned = 0;
      let members = 0;
      const counter = await readCounter(ctx.db, emis, USERS_COUNTER);
      for await (const page of partition(ctx.db, `${emis}#member`, 'membership')) {
        scanned += page.length;
        members += page.filter((member) => !member.banned_at).length;
      }
      if (counter.exists && counter.value === members) return { scanned, written: 0 };
      const counters = ctx.db.entities.counter;
      try {
        if (counter.exists)
          await counters
            .patch({ emis, name: USERS_COUNTER })
            .set({ value: members })
            .where((a, op) => op.eq(a.value, counter.value))
            .go({ response: 'none' });
        else await counters.create({ emis, name: USERS_COUNTER, value: members }).go();
        return { scanned, written: 1 };
      } catch (error) {
        if (!isConditionFailed(error) || attempt >= 4) throw error;
      }
    }
  },
);
