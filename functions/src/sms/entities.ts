import { smsAccountDefinition } from './entities/sms-account.entity';
import { smsBatchDefinition } from './entities/sms-batch.entity';
import { smsCampaignDefinition } from './entities/sms-campaign.entity';
import { smsContactDefinition } from './entities/sms-contact.entity';
import { smsGroupDefinition } from './entities/sms-group.entity';
import { smsLedgerDefinition } from './entities/sms-ledger.entity';
import { smsMessageDefinition } from './entities/sms-message.entity';
import { studentMessageDefinition } from './entities/student-message.entity';

/**
 * The sms domain's entities: this domain owns them, and other domains reach them only
 * through its index.ts.
 */
export const smsEntities = {
  smsAccount: smsAccountDefinition,
  smsLedger: smsLedgerDefinition,
  smsMessage: smsMessageDefinition,
  smsBatch: smsBatchDefinition,
  smsGroup: smsGroupDefinition,
  smsContact: smsContactDefinition,
  smsCampaign: smsCampaignDefinition,
  studentMessage: studentMessageDefinition,
};
