import { attorneyTypeDefinition } from './entities/attorney-type.entity';
import { billableDefinition } from './entities/billable.entity';
import { billingDefinition } from './entities/billing.entity';
import { caseStatusDefinition } from './entities/case-status.entity';
import { courtTypeDefinition } from './entities/court-type.entity';
import { matterDefinition } from './entities/matter.entity';
import { matterNoteDefinition } from './entities/matter-note.entity';
import { matterTaskDefinition } from './entities/matter-task.entity';
import { scaleDefinition } from './entities/scale.entity';
import { trustAccountDefinition } from './entities/trust-account.entity';
import { trustEntryDefinition } from './entities/trust-entry.entity';

/**
 * The legal domain's entities: this domain owns them, and other domains reach them only
 * through its index.ts.
 */
export const legalEntities = {
  matter: matterDefinition,
  courtType: courtTypeDefinition,
  scale: scaleDefinition,
  attorneyType: attorneyTypeDefinition,
  caseStatus: caseStatusDefinition,
  billable: billableDefinition,
  billing: billingDefinition,
  matterNote: matterNoteDefinition,
  matterTask: matterTaskDefinition,
  trustAccount: trustAccountDefinition,
  trustEntry: trustEntryDefinition,
};
