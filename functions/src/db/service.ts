import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Service } from 'electrodb';
import { BranchEntity } from './entities/branch.entity';
import { CompanyEntity } from './entities/company.entity';
import { ContactMessageEntity } from './entities/contact-message.entity';
import { CounterEntity } from './entities/counter.entity';
import { DomainEntity } from './entities/domain.entity';
import { EmailBatchEntity } from './entities/email-batch.entity';
import { ExchangeRateEntity } from './entities/exchange-rate.entity';
import { InvitationEntity } from './entities/invitation.entity';
import { MembershipEntity } from './entities/membership.entity';
import { MetaEntity } from './entities/meta.entity';
import { RateWindowEntity } from './entities/rate-window.entity';
import { RevokedTokenEntity } from './entities/revoked-token.entity';
import { UserCompanyEntity, UserEmailEntity, UserEntity } from './entities/user.entity';
import { WebsiteContentEntity } from './entities/website-content.entity';
import { AuditEntryEntity } from './entities/audit-entry.entity';
import { InvoiceEntity } from './entities/invoice.entity';
import { PaymentEntity } from './entities/payment.entity';
import { QuoteEntity } from './entities/quote.entity';
import { ClassEntity, LiveLessonEntity, SubjectEntity } from './entities/school.entity';
import { CatalogServiceEntity } from './entities/catalog-service.entity';
import { CategoryEntity } from './entities/category.entity';
import { ClientNoteEntity } from './entities/client-note.entity';
import { ClientEntity } from './entities/client.entity';
import { ProductEntity } from './entities/product.entity';
import { ReceivingEntity } from './entities/receiving.entity';
import { StaffMemberEntity } from './entities/staff.entity';
import { SupplierEntity } from './entities/supplier.entity';
import { TransportationEntity } from './entities/transportation.entity';
import { UniqueMarkerEntity } from './entities/unique-marker.entity';
import { SmsAccountEntity } from './entities/sms-account.entity';
import { SmsBatchEntity } from './entities/sms-batch.entity';
import { SmsCampaignEntity } from './entities/sms-campaign.entity';
import { SmsContactEntity } from './entities/sms-contact.entity';
import { SmsGroupEntity } from './entities/sms-group.entity';
import { SmsLedgerEntity } from './entities/sms-ledger.entity';
import { SmsMessageEntity } from './entities/sms-message.entity';
import { StudentMessageEntity } from './entities/student-message.entity';

/** All entities in one ElectroDB Service over the one table. */
export function createService(client: DynamoDBDocumentClient, table: string) {
  return new Service(
    {
      company: CompanyEntity,
      domain: DomainEntity,
      user: UserEntity,
      userEmail: UserEmailEntity,
      userCompany: UserCompanyEntity,
      membership: MembershipEntity,
      invitation: InvitationEntity,
      contactMessage: ContactMessageEntity,
      revokedToken: RevokedTokenEntity,
      rateWindow: RateWindowEntity,
      counter: CounterEntity,
      branch: BranchEntity,
      websiteContent: WebsiteContentEntity,
      exchangeRate: ExchangeRateEntity,
      meta: MetaEntity,
      schoolClass: ClassEntity,
      subject: SubjectEntity,
      liveLesson: LiveLessonEntity,
      auditEntry: AuditEntryEntity,
      client: ClientEntity,
      clientNote: ClientNoteEntity,
      staffMember: StaffMemberEntity,
      supplier: SupplierEntity,
      category: CategoryEntity,
      product: ProductEntity,
      receiving: ReceivingEntity,
      catalogService: CatalogServiceEntity,
      transportation: TransportationEntity,
      uniqueMarker: UniqueMarkerEntity,
      quote: QuoteEntity,
      invoice: InvoiceEntity,
      payment: PaymentEntity,
      smsAccount: SmsAccountEntity,
      smsLedger: SmsLedgerEntity,
      smsMessage: SmsMessageEntity,
      smsBatch: SmsBatchEntity,
      smsGroup: SmsGroupEntity,
      smsContact: SmsContactEntity,
      smsCampaign: SmsCampaignEntity,
      studentMessage: StudentMessageEntity,
      emailBatch: EmailBatchEntity,
    },
    { client, table },
  );
}

export type KantoorService = ReturnType<typeof createService>;
export type Entities = KantoorService['entities'];

/** The data layer handed to repositories: the service plus the raw client for batch reads. */
export type Database = {
  service: KantoorService;
  entities: Entities;
  client: DynamoDBDocumentClient;
  table: string;
};

export function createDatabase(client: DynamoDBDocumentClient, table: string): Database {
  const service = createService(client, table);
  return { service, entities: service.entities, client, table };
}
