// What other domains may use of the sign-in domain.
export { createInvitation } from './invitations';
export { checkPassword } from './service';
