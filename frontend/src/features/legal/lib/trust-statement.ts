import type { PublicCompany } from '@shared/company/public-company';
import type { TrustStatementPdfInput } from '@shared/pdf/trust-statement-pdf';
import type { TrustStatementReply } from '../api/trust';

/** The trust statement PDF's input from get-trust-statement's answer and the firm's details. */
export function trustStatementInput(
  reply: TrustStatementReply,
  firm: Pick<
    PublicCompany,
    'name' | 'primary_address' | 'city' | 'postal_code' | 'primary_phone' | 'email'
  >,
  currency: string,
): TrustStatementPdfInput {
  const place = [firm.city, firm.postal_code].filter(Boolean).join(' ');
  return {
    firm: {
      name: firm.name,
      address: [firm.primary_address, place].filter((line): line is string => Boolean(line)),
      phone: firm.primary_phone || undefined,
      email: firm.email || undefined,
    },
    matter: { title: reply.matter.title, file_number: reply.matter.file_number },
    client: { name: reply.client.name, client_reference: reply.client.client_reference },
    statement: {
      dateFrom: reply.dateFrom,
      dateTo: reply.dateTo,
      opening: reply.opening,
      lines: reply.lines,
      total_in: reply.total_in,
      total_out: reply.total_out,
      closing: reply.closing,
    },
    date: reply.date,
    currency,
  };
}

/** `Trust-Statement-<file number>-<from>-<to>.pdf`, the file number made safe for a file name. */
export function trustStatementFileName(fileNumber: string, from?: string, to?: string): string {
  const file = fileNumber.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'matter';
  return `Trust-Statement-${file}-${from || 'start'}-${to || 'today'}.pdf`;
}

/** pdf-lib is large: it loads only when a statement is first wanted (as the school statement's). */
export async function renderTrustStatement(input: TrustStatementPdfInput): Promise<Blob> {
  const { buildTrustStatementPdf } = await import('@shared/pdf/trust-statement-pdf');
  const bytes = await buildTrustStatementPdf(input);
  return new Blob([bytes as BlobPart], { type: 'application/pdf' });
}
