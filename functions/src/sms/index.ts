// What other domains may use of the SMS domain: its recipient groups.
export { namedMembers } from './recipients';
