import { documentLinkDefinition } from './entities/document-link.entity';
import { invoiceDefinition } from './entities/invoice.entity';
import { matterInvoiceDefinition } from './entities/matter-invoice.entity';
import { paymentDefinition } from './entities/payment.entity';
import { quoteDefinition } from './entities/quote.entity';

/**
 * The documents domain's entities: this domain owns them, and other domains reach them only
 * through its index.ts.
 */
export const documentsEntities = {
  quote: quoteDefinition,
  invoice: invoiceDefinition,
  payment: paymentDefinition,
  documentLink: documentLinkDefinition,
  matterInvoice: matterInvoiceDefinition,
};
