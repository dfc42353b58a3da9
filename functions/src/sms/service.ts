import type { RequestContext } from '../kernel/context';
import { readBalance } from './credits';

export { addSmsCredits } from './credits';
export { analytics, sentToClient } from './analytics';
export { cancelCampaign, scheduleSms } from './campaigns';
export { listGroups, saveContact, saveGroup, selectedGroupMembers } from './groups';
export { applyReceipts } from './receipts';
export { sendBulkSms } from './send';
export { saveStudentParentMessage } from './student-messages';

/** GET /auth/get-sms-credits: the company's balance. */
export async function smsCredits(ctx: RequestContext) {
  return { credits: await readBalance(ctx.db, ctx.emis) };
}
