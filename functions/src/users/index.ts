// What other domains may use of the users domain: a user's records for a POPIA export and
// erasure (issue 29).
export { eraseUserPlan, erasedEmail, userRecords } from './privacy';
