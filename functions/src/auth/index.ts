// What other domains may use of the sign-in domain.
export { createInvitation } from './invitations';
export { checkPassword } from './service';
// A user's second factor for a POPIA export and erasure (issue 29).
export { removeTwoFactorStep, twoFactorEnrolment } from './privacy';
