import { branchDefinition } from './entities/branch.entity';
import { closedSiteDefinition } from './entities/closed-site.entity';
import { companyDefinition } from './entities/company.entity';
import { contactMessageDefinition } from './entities/contact-message.entity';
import { domainDefinition } from './entities/domain.entity';
import { exchangeRateDefinition } from './entities/exchange-rate.entity';
import { invitationDefinition } from './entities/invitation.entity';
import { membershipDefinition } from './entities/membership.entity';
import { metaDefinition } from './entities/meta.entity';
import { rateWindowDefinition } from './entities/rate-window.entity';
import { revokedTokenDefinition } from './entities/revoked-token.entity';
import { userCompanyDefinition } from './entities/user-company.entity';
import { userDefinition } from './entities/user.entity';
import { userEmailDefinition } from './entities/user-email.entity';
import { websiteContentDefinition } from './entities/website-content.entity';

/**
 * The layer's own entities: the companies and their members, sign-in state, the site's
 * branches, content and messages (read through ctx.tenant), and the global items (domains,
 * exchange rates, throttles, the table's meta item).
 */
export const dbEntities = {
  company: companyDefinition,
  domain: domainDefinition,
  closedSite: closedSiteDefinition,
  user: userDefinition,
  userEmail: userEmailDefinition,
  userCompany: userCompanyDefinition,
  membership: membershipDefinition,
  invitation: invitationDefinition,
  contactMessage: contactMessageDefinition,
  revokedToken: revokedTokenDefinition,
  rateWindow: rateWindowDefinition,
  branch: branchDefinition,
  websiteContent: websiteContentDefinition,
  exchangeRate: exchangeRateDefinition,
  meta: metaDefinition,
};
