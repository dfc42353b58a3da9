import * as z from 'zod';
import * as auth from '../../shared/src/auth/schemas';
import * as catalogue from '../../shared/src/catalogue/schemas';
import * as clients from '../../shared/src/clients/schemas';
import * as documents from '../../shared/src/documents/schemas';
import * as email from '../../shared/src/email/schemas';
import * as finance from '../../shared/src/finance/schemas';
import * as legal from '../../shared/src/legal/schemas';
import * as trust from '../../shared/src/legal/trust-schemas';
import * as media from '../../shared/src/media/schemas';
import * as onboarding from '../../shared/src/onboarding/schemas';
import * as payments from '../../shared/src/payments/schemas';
import * as payroll from '../../shared/src/payroll/schemas';
import * as receivables from '../../shared/src/receivables/schemas';
import * as school from '../../shared/src/school/schemas';
import * as site from '../../shared/src/site/schemas';
import * as sms from '../../shared/src/sms/schemas';
import * as store from '../../shared/src/store/schemas';
import * as tables from '../../shared/src/tables/schemas';
import * as users from '../../shared/src/users/schemas';

/**
 * Every request schema of shared/, run over the given inputs: what zod answers (the parsed data,
 * or the issues with their messages). test/cdk/bundle-stubs.test.ts runs it as it is and bundled
 * as the functions are (with zod's JSON Schema code stubbed out): the answers must be the same.
 */
const MODULES = {
  auth,
  catalogue,
  clients,
  documents,
  email,
  finance,
  legal,
  trust,
  media,
  onboarding,
  payments,
  payroll,
  receivables,
  school,
  site,
  sms,
  store,
  tables,
  users,
};

export function parseEverySchema(inputs: unknown[]): Record<string, unknown[]> {
  const answers: Record<string, unknown[]> = {};
  for (const [module, exports] of Object.entries(MODULES)) {
    for (const [name, value] of Object.entries(exports)) {
      if (!(value instanceof z.ZodType)) continue;
      answers[`${module}.${name}`] = inputs.map((input) => {
        const parsed = value.safeParse(input);
        return parsed.success ? { data: parsed.data } : { issues: parsed.error.issues };
      });
    }
  }
  return answers;
}

/** What asking zod for JSON Schema does: the schema, or the error's message. */
export function jsonSchemaOf(): string {
  try {
    return JSON.stringify(z.toJSONSchema(z.object({ name: z.string().max(10) })));
  } catch (error) {
    return (error as Error).message;
  }
}
