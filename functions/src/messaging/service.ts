import type { TenantData } from '../db/tenant-data';
import type { Deps } from '../platform/deps';
import type { Caller } from '../kernel/context';
import { readBalance } from './credits';
import type { SmsContext } from './send';

export { addSmsCredits } from './credits';
export { analytics, sentToClient } from './analytics';
export { cancelCampaign, scheduleSms } from './campaigns';
export { listGroups, saveContact, saveGroup, selectedGroupMembers } from './groups';
export { applyReceipts } from './receipts';
export { sendBulkSms } from './send';
export { saveStudentParentMessage } from './student-messages';

/** The use cases' context from a token route's input: the tenant is the token's company. */
export const contextOf = (input: {
  deps: Deps;
  tenant: TenantData;
  caller: Caller;
}): SmsContext => ({
  deps: input.deps,
  emis: input.tenant.emis,
  caller: input.caller,
});

/** GET /auth/get-sms-credits: the company's balance. */
export async function smsCredits(input: { deps: Deps; tenant: TenantData }) {
  return { credits: await readBalance(input.deps.db, input.tenant.emis) };
}
