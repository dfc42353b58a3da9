// What other domains may use of the email domain: the emails sent to a person's address, for a
// POPIA export (issue 29).
export { emailsTo } from './privacy';
