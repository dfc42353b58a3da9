// What other domains may use of the SMS domain: its recipient groups, and a paid send.
export { namedMembers } from './recipients';
export { sendPlan } from './send';
export { handler as dispatchSms, noteDispatcherArn } from './dispatcher';
// The group count's delta and the active campaigns' key, for the data migrations (issue 24).
export { groupDeltas, SMS_GROUPS } from './groups';
export { smsActiveKey } from './entities/sms-campaign.entity';
// The home's SMS credits item (issue 28): the company's credits counter.
export { readBalance as smsBalance } from './credits';
// A person's SMS records for a POPIA export and erasure (issue 29), by the client's partition.
export { clientSmsRecords, eraseClientSmsPlan } from './privacy';
