import { closingJobs } from './closing/jobs';
import { eventsJobs } from './events/jobs';
import { joinJobs } from './platform/jobs';
import { plansJobs } from './plans/jobs';
import { receivablesJobs } from './receivables/jobs';
import { schoolJobs } from './school/jobs';
import { smsJobs } from './sms/jobs';
import { storeJobs } from './store/jobs';

/**
 * The domains' scheduled work, joined from each domain's own `jobs.ts`: the scheduled function
 * (system/scheduled.ts, EventBridge Scheduler in AWS), the local minute tick and `npm run
 * scheduler:tick` run these at every tick, in this order (receivables after the SMS and the
 * fees; its invoices before its reminders). A new domain adds its jobs.ts and one line here.
 */
export const JOBS_BY_DOMAIN = [
  smsJobs,
  schoolJobs,
  receivablesJobs,
  storeJobs,
  eventsJobs,
  closingJobs,
  plansJobs,
];

export const jobs = joinJobs(JOBS_BY_DOMAIN);
