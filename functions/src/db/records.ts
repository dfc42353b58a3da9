import type { EntityItem } from 'electrodb';
import type { BranchEntity } from './entities/branch.entity';
import type { CompanyEntity } from './entities/company.entity';
import type { InvitationEntity } from './entities/invitation.entity';
import type { MembershipEntity } from './entities/membership.entity';
import type { UserEntity } from './entities/user.entity';
import type { WebsiteContentEntity } from './entities/website-content.entity';

export type CompanyRecord = EntityItem<typeof CompanyEntity>;
export type MembershipRecord = EntityItem<typeof MembershipEntity>;
export type UserRecord = EntityItem<typeof UserEntity>;
export type InvitationRecord = EntityItem<typeof InvitationEntity>;
export type BranchRecord = EntityItem<typeof BranchEntity>;
export type WebsiteContentRecord = EntityItem<typeof WebsiteContentEntity>;
