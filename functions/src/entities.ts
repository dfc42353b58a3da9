import { joinEntities } from './db/entities/model';
import { dbEntities } from './db/entities';
import { kernelEntities } from './kernel/entities';
import { schoolEntities } from './school/entities';
import { tablesEntities } from './tables/entities';
import { clientsEntities } from './clients/entities';
import { staffEntities } from './staff/entities';
import { catalogueEntities } from './catalogue/entities';
import { documentsEntities } from './documents/entities';
import { smsEntities } from './sms/entities';
import { emailEntities } from './email/entities';
import { paymentsEntities } from './payments/entities';
import { legalEntities } from './legal/entities';
import { receivablesEntities } from './receivables/entities';
import { payrollEntities } from './payroll/entities';
import { financeEntities } from './finance/entities';
import { onboardingEntities } from './onboarding/entities';
import { storeEntities } from './store/entities';
import { postsEntities } from './posts/entities';
import { systemEntities } from './system/entities';
import { eventsEntities } from './events/entities';
import { closingEntities } from './closing/entities';
import { domainsEntities } from './domains/entities';
import { refundsEntities } from './refunds/entities';
import { plansEntities } from './plans/entities';
import { authEntities } from './auth/entities';

/**
 * Every entity of the one table, by owner: the records each owner declares in its own
 * `entities.ts` (a domain, or the db, kernel and table layers). The owner is the only one to read
 * or write them: tools/eslint/own-entities.js holds every other domain to that (its owners are
 * read from the same files). A new domain adds one line here.
 */
export const ENTITIES_BY_OWNER = {
  db: dbEntities,
  kernel: kernelEntities,
  school: schoolEntities,
  tables: tablesEntities,
  clients: clientsEntities,
  staff: staffEntities,
  catalogue: catalogueEntities,
  documents: documentsEntities,
  sms: smsEntities,
  email: emailEntities,
  payments: paymentsEntities,
  legal: legalEntities,
  receivables: receivablesEntities,
  payroll: payrollEntities,
  finance: financeEntities,
  onboarding: onboardingEntities,
  store: storeEntities,
  posts: postsEntities,
  system: systemEntities,
  events: eventsEntities,
  closing: closingEntities,
  domains: domainsEntities,
  refunds: refundsEntities,
  plans: plansEntities,
  auth: authEntities,
};

/** The entities by the name the code uses (`db.entities.<name>`); a name declared twice is refused. */
export const DEFINITIONS = joinEntities(ENTITIES_BY_OWNER);
