import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createGetTransaction, createWriteTransaction, type Service } from 'electrodb';
import type { EntityDefinition, EntityOf } from './entities/model';
import { branchDefinition } from './entities/branch.entity';
import { companyDefinition } from './entities/company.entity';
import { contactMessageDefinition } from './entities/contact-message.entity';
import { counterDefinition } from './entities/counter.entity';
import { domainDefinition } from './entities/domain.entity';
import { emailBatchDefinition } from './entities/email-batch.entity';
import { exchangeRateDefinition } from './entities/exchange-rate.entity';
import { invitationDefinition } from './entities/invitation.entity';
import { membershipDefinition } from './entities/membership.entity';
import { metaDefinition } from './entities/meta.entity';
import { rateWindowDefinition } from './entities/rate-window.entity';
import { revokedTokenDefinition } from './entities/revoked-token.entity';
import { userCompanyDefinition, userEmailDefinition, userDefinition } from './entities/user.entity';
import { websiteContentDefinition } from './entities/website-content.entity';
import { auditEntryDefinition } from './entities/audit-entry.entity';
import { invoiceDefinition } from './entities/invoice.entity';
import { paymentDefinition } from './entities/payment.entity';
import { quoteDefinition } from './entities/quote.entity';
import { classDefinition, liveLessonDefinition, subjectDefinition } from './entities/school.entity';
import { catalogServiceDefinition } from './entities/catalog-service.entity';
import { categoryDefinition } from './entities/category.entity';
import { clientNoteDefinition } from './entities/client-note.entity';
import { clientDefinition } from './entities/client.entity';
import { productDefinition } from './entities/product.entity';
import { receivingDefinition } from './entities/receiving.entity';
import { staffMemberDefinition } from './entities/staff.entity';
import { supplierDefinition } from './entities/supplier.entity';
import { transportationDefinition } from './entities/transportation.entity';
import { uniqueMarkerDefinition } from './entities/unique-marker.entity';
import { smsAccountDefinition } from './entities/sms-account.entity';
import { smsBatchDefinition } from './entities/sms-batch.entity';
import { smsCampaignDefinition } from './entities/sms-campaign.entity';
import { smsContactDefinition } from './entities/sms-contact.entity';
import { smsGroupDefinition } from './entities/sms-group.entity';
import { smsLedgerDefinition } from './entities/sms-ledger.entity';
import { smsMessageDefinition } from './entities/sms-message.entity';
import { studentMessageDefinition } from './entities/student-message.entity';
import { checkoutDefinition, gatewayPaymentDefinition } from './entities/checkout.entity';
import { onboardingDefinition, onboardingHoldDefinition } from './entities/onboarding.entity';
import {
  feeAccountDefinition,
  feeReminderDefinition,
  feeReminderSettingDefinition,
  schoolPaymentDefinition,
  studentCardDefinition,
} from './entities/school-fees.entity';
import { matterDefinition } from './entities/matter.entity';
import {
  attorneyTypeDefinition,
  billableDefinition,
  billingDefinition,
  caseStatusDefinition,
  courtTypeDefinition,
  matterNoteDefinition,
  matterTaskDefinition,
  scaleDefinition,
} from './entities/legal.entity';
import { trustAccountDefinition, trustEntryDefinition } from './entities/trust.entity';
import {
  invoiceReminderDefinition,
  invoiceReminderSettingDefinition,
  recurringInvoiceDefinition,
  recurringRunDefinition,
} from './entities/receivables.entity';
import {
  employeeDefinition,
  payrollRunDefinition,
  payrollSettingDefinition,
  payslipDefinition,
  salaryDefinition,
  staffRateDefinition,
} from './entities/payroll.entity';
import {
  budgetDefinition,
  expenseCategoryDefinition,
  expenseDefinition,
  financialAccountDefinition,
  serviceProviderDefinition,
} from './entities/finance.entity';
import { storeOrderDefinition } from './entities/store.entity';

/** Every entity of the one table, by the name the code uses (`db.entities.<name>`). */
const DEFINITIONS = {
  company: companyDefinition,
  domain: domainDefinition,
  user: userDefinition,
  userEmail: userEmailDefinition,
  userCompany: userCompanyDefinition,
  membership: membershipDefinition,
  invitation: invitationDefinition,
  contactMessage: contactMessageDefinition,
  revokedToken: revokedTokenDefinition,
  rateWindow: rateWindowDefinition,
  counter: counterDefinition,
  branch: branchDefinition,
  websiteContent: websiteContentDefinition,
  exchangeRate: exchangeRateDefinition,
  meta: metaDefinition,
  schoolClass: classDefinition,
  subject: subjectDefinition,
  liveLesson: liveLessonDefinition,
  auditEntry: auditEntryDefinition,
  client: clientDefinition,
  clientNote: clientNoteDefinition,
  staffMember: staffMemberDefinition,
  supplier: supplierDefinition,
  category: categoryDefinition,
  product: productDefinition,
  receiving: receivingDefinition,
  catalogService: catalogServiceDefinition,
  transportation: transportationDefinition,
  uniqueMarker: uniqueMarkerDefinition,
  quote: quoteDefinition,
  invoice: invoiceDefinition,
  payment: paymentDefinition,
  smsAccount: smsAccountDefinition,
  smsLedger: smsLedgerDefinition,
  smsMessage: smsMessageDefinition,
  smsBatch: smsBatchDefinition,
  smsGroup: smsGroupDefinition,
  smsContact: smsContactDefinition,
  smsCampaign: smsCampaignDefinition,
  studentMessage: studentMessageDefinition,
  emailBatch: emailBatchDefinition,
  feeAccount: feeAccountDefinition,
  schoolPayment: schoolPaymentDefinition,
  studentCard: studentCardDefinition,
  feeReminderSetting: feeReminderSettingDefinition,
  feeReminder: feeReminderDefinition,
  checkout: checkoutDefinition,
  gatewayPayment: gatewayPaymentDefinition,
  matter: matterDefinition,
  // Legal matters' records (issue 13): the rows that price, bill and follow up a matter.
  courtType: courtTypeDefinition,
  scale: scaleDefinition,
  attorneyType: attorneyTypeDefinition,
  caseStatus: caseStatusDefinition,
  billable: billableDefinition,
  billing: billingDefinition,
  matterNote: matterNoteDefinition,
  matterTask: matterTaskDefinition,
  // Legal: trust money (s86), a matter's account and its entries.
  trustAccount: trustAccountDefinition,
  trustEntry: trustEntryDefinition,
  // Receivables (issue 14): recurring invoices and their runs, invoice reminders.
  recurringInvoice: recurringInvoiceDefinition,
  recurringRun: recurringRunDefinition,
  invoiceReminderSetting: invoiceReminderSettingDefinition,
  invoiceReminder: invoiceReminderDefinition,
  // Payroll (issue 15): runs, payslips, employees' payroll details, salaries, rates, settings.
  payrollRun: payrollRunDefinition,
  payslip: payslipDefinition,
  employee: employeeDefinition,
  salary: salaryDefinition,
  staffRate: staffRateDefinition,
  payrollSetting: payrollSettingDefinition,
  // Finance (issue 14): expenses and what they are filed under, budgets, accounts.
  expenseCategory: expenseCategoryDefinition,
  serviceProvider: serviceProviderDefinition,
  expense: expenseDefinition,
  budget: budgetDefinition,
  financialAccount: financialAccountDefinition,
  // Onboarding (issue 16): a new company's pending sign-up and its holds on a domain and emis.
  onboarding: onboardingDefinition,
  onboardingHold: onboardingHoldDefinition,
  // The web store (issue 16): orders holding stock until paid or lapsed.
  storeOrder: storeOrderDefinition,
};

type Definitions = typeof DEFINITIONS;

/** The entities of the one table. */
export type Entities = { [K in keyof Definitions]: EntityOf<Definitions[K]> };

/** What the code uses of an ElectroDB Service over all the entities: its transactions. */
export type KantoorService = Pick<Service<Entities>, 'transaction'>;

/** The data layer handed to repositories: the service plus the raw client for batch reads. */
export type Database = {
  service: KantoorService;
  entities: Entities;
  client: DynamoDBDocumentClient;
  table: string;
};

/**
 * The entities, each built (and its schema validated by ElectroDB) the first time it is used,
 * then kept: a function pays for the entities it touches, not for all of them at every cold start.
 * An entity becomes an enumerable property once built, so ElectroDB, which reads a transaction's
 * results against `Object.keys(entities)`, sees every entity the transaction used.
 */
function lazyEntities(client: DynamoDBDocumentClient, table: string): Entities {
  const entities = {} as Entities;
  for (const [name, definition] of Object.entries(DEFINITIONS)) {
    Object.defineProperty(entities, name, {
      configurable: true,
      enumerable: false,
      get() {
        const entity = (definition as EntityDefinition<EntityOf<typeof definition>>).create({
          client,
          table,
        });
        Object.defineProperty(entities, name, { value: entity, enumerable: true });
        return entity;
      },
    });
  }
  return entities;
}

/**
 * The transactions of an ElectroDB Service over `entities` (createWriteTransaction and
 * createGetTransaction are what an ElectroDB Service runs for its transactions). ElectroDB sends a transaction through
 * the first entity it finds before the builder runs: when none is built yet, one is.
 */
function transactions(entities: Entities): KantoorService {
  const driven = <T extends { go: (...args: never[]) => unknown }>(operations: T): T => ({
    ...operations,
    go: (...args: Parameters<T['go']>) => {
      if (Object.keys(entities).length === 0) void entities.meta;
      return operations.go(...args);
    },
  });
  return {
    transaction: {
      write: (fn) => driven(createWriteTransaction(entities, fn)),
      get: (fn) => driven(createGetTransaction(entities, fn)),
    },
  };
}

export function createDatabase(client: DynamoDBDocumentClient, table: string): Database {
  const entities = lazyEntities(client, table);
  return { service: transactions(entities), entities, client, table };
}
