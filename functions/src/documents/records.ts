import type { EntityItem } from 'electrodb';
import type { InvoiceEntity } from './entities/invoice.entity';
import type { PaymentEntity } from './entities/payment.entity';
import type { QuoteEntity } from './entities/quote.entity';

export type QuoteRecord = EntityItem<typeof QuoteEntity>;
export type InvoiceRecord = EntityItem<typeof InvoiceEntity>;
export type PaymentRecord = EntityItem<typeof PaymentEntity>;
