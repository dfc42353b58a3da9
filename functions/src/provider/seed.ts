import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { addMonths, endOfMonth, format } from 'date-fns';
import { PROVIDER_EMIS } from '@shared/company/provider';
import { formatDate } from '@shared/time/sast';
import { paidUntilKeys, registryKeys } from '../db/entities/company.entity';
import { sweepContext } from '../kernel/context';
import type { SeedStep } from '../platform/seed-step';
import { rebuildRevenue } from './revenue';

/** Months from this month's end each demo company's plan is paid until (0: due this month). */
const PAID_MONTHS = [11, 0, 5, 0, 8, 2];

/**
 * The provider's view of the demo companies: their registry keys (the tenants step writes them
 * on a new data directory; an older one gets them here, the provider's company last, as the
 * registry backfill does), a paid-until date where none is set yet (two of them due this month,
 * none lapsed, so every demo login keeps working) and the annual recurring revenue set to the
 * registry's sum (the seed writes its companies directly, not through companySteps).
 */
export const providerSeeds: SeedStep[] = [
  {
    id: 'provider',
    run: async ({ deps, companies }) => {
      const { db, clock } = sweepContext(deps);
      const ordered = [...companies.filter((e) => e !== PROVIDER_EMIS), PROVIDER_EMIS];
      for (const emis of ordered) {
        if (!companies.includes(emis)) continue;
        const keys = registryKeys(emis);
        await db.client.send(
          new UpdateCommand({
            TableName: db.table,
            Key: { pk: `${emis}#company`, sk: 'company' },
            UpdateExpression: 'SET gsi1pk = :pk, gsi1sk = :sk',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':pk': keys.registry_key, ':sk': keys.registry_sort },
          }),
        );
      }
      const monthEnd = endOfMonth(new Date(`${formatDate(clock.now())}T12:00:00`));
      for (const [i, emis] of companies.entries()) {
        const { data } = await db.entities.company.get({ emis }).go({ consistent: true });
        if (!data || data.paid_until) continue;
        const until = format(
          endOfMonth(addMonths(monthEnd, PAID_MONTHS[i % PAID_MONTHS.length]!)),
          'yyyy-MM-dd',
        );
        await db.entities.company.patch({ emis }).set(paidUntilKeys(emis, until)).go();
      }
      await rebuildRevenue(db);
    },
  },
];
