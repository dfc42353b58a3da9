// What other domains may use of the SMS domain: its recipient groups, and a paid send.
export { namedMembers } from './recipients';
export { sendPlan } from './send';
export { handler as dispatchSms, noteDispatcherArn } from './dispatcher';
