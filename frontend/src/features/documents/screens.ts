import { FileText, ReceiptText } from 'lucide-react';
import { LEVEL } from '@shared/access';
import type { Screen } from '../../lib/screens';

const editAndPrint = () => import('./pages/edit-and-print-page');

export const DOCUMENTS_SCREENS: Screen[] = [
  {
    path: '/free-invoices-and-quotes',
    public: true,
    page: () => import('./pages/free-invoice-page').then((m) => m.FreeInvoicePage),
  },
  // An emailed quote or invoice as its client sees it, by the link's key (issue 28).
  {
    path: '/document-link',
    public: true,
    page: () => import('./pages/document-link-page').then((m) => m.DocumentLinkPage),
  },
  {
    path: '/invoices-and-quotes',
    page: () => import('./pages/invoices-and-quotes-page').then((m) => m.InvoicesAndQuotesPage),
    drawer: { label: 'Quotations', icon: FileText, order: 40, level: LEVEL.admin },
    tiles: [
      {
        title: 'Invoices & Quotes',
        description: 'Quote, invoice, print and take payments.',
        icon: ReceiptText,
        order: 40,
        level: LEVEL.staff,
      },
    ],
  },
  {
    path: '/edit-and-print-quote',
    page: () => editAndPrint().then((m) => m.EditAndPrintQuotePage),
  },
  {
    path: '/edit-and-print-invoice',
    page: () => editAndPrint().then((m) => m.EditAndPrintInvoicePage),
  },
];
