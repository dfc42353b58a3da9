import { errorVocabulary } from '../platform/errors';

export const userError = errorVocabulary<
  'notFound' | 'self' | 'notBelow' | 'levelAboveOwn' | 'wrongDomain' | 'alreadyMember'
>({
  // Another company's user, a stranger's email and a missing one all answer this.
  notFound: { status: 404, message: 'not found' },
  self: { status: 403, message: 'You cannot change your own account here' },
  notBelow: {
    status: 403,
    message: 'You can only change the accounts of users below your own access level',
  },
  levelAboveOwn: {
    status: 403,
    message: 'You cannot grant an access level above your own',
  },
  wrongDomain: {
    status: 400,
    message: "Invitations are sent for your own company's site only",
  },
  alreadyMember: { status: 409, message: 'This person is already a user of your company' },
});
