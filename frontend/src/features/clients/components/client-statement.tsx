import { clientStatementFileName } from '@shared/finance/client-statement';
import { clientStatementBody } from '@shared/finance/schemas';
import { formatDate } from '@shared/time/sast';
import { PdfDialogButton, PeriodPdfForm } from '../../../components/period-pdf-form';
import { useClientStatement, type ClientStatementReply } from '../api/get-client-statement';

/** pdf-lib is large: it loads only when a statement is first wanted. */
async function render(reply: ClientStatementReply): Promise<Blob> {
  const { buildClientStatementPdf } = await import('@shared/pdf/client-statement-pdf');
  const bytes = await buildClientStatementPdf({
    company: {
      name: reply.issuer.name,
      address: reply.issuer.address,
      phone: reply.issuer.phone,
      email: reply.issuer.email,
      vat_number: reply.issuer.vat_number,
    },
    client: { name: reply.client.name, reference: reply.client.client_reference },
    statement: reply.statement,
    currency: reply.currency,
  });
  return new Blob([bytes as BlobPart], { type: 'application/pdf' });
}

/**
 * The client's statement of account for a period (1 January to today by default): opening
 * balance, invoices, payments and closing balance, downloaded as a PDF made in the browser.
 */
export function ClientStatementButton({ clientId, name }: { clientId: string; name: string }) {
  return (
    <PdfDialogButton label="Statement">
      {(close) => <StatementForm clientId={clientId} name={name} onClose={close} />}
    </PdfDialogButton>
  );
}

function StatementForm({
  clientId,
  name,
  onClose,
}: {
  clientId: string;
  name: string;
  onClose: () => void;
}) {
  const today = formatDate(new Date());
  const read = useClientStatement();
  return (
    <PeriodPdfForm
      title="Statement of account"
      description={`${name}’s invoices, payments and balance for the period, as a PDF. Both dates are included.`}
      schema={clientStatementBody}
      defaults={{ clientID: clientId, dateFrom: `${today.slice(0, 4)}-01-01`, dateTo: today }}
      required
      read={read.mutateAsync}
      reading={read.isPending}
      render={render}
      fileName={(values) => clientStatementFileName(name, values.dateFrom, values.dateTo)}
      failed="The statement PDF could not be made. Try again."
      done="Statement downloaded"
      onClose={onClose}
    />
  );
}
