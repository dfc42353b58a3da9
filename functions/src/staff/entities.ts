import { staffMemberDefinition } from './entities/staff-member.entity';

/**
 * The staff domain's entities: this domain owns them, and other domains reach them only
 * through its index.ts.
 */
export const staffEntities = {
  staffMember: staffMemberDefinition,
};
