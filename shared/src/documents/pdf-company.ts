// The company block of a document's PDF, from the issuer the documents domain reads: one
// mapping for the editor's preview and the server's emailed PDF (apart from the PDF builder, so
// a screen can use it without loading pdf-lib).
import type { PdfCompany } from '../pdf/document-pdf';
import type { DocumentIssuer } from './types';

export function pdfCompanyOf(issuer: DocumentIssuer, logo?: PdfCompany['logo']): PdfCompany {
  return {
    name: issuer.name,
    address: issuer.address,
    phone: issuer.phone,
    email: issuer.email,
    vat_number: issuer.vat_number,
    reg_number: issuer.reg_number,
    bank: issuer.bank,
    account_number: issuer.account_number,
    account_type: issuer.account_type,
    ...(logo ? { logo } : {}),
  };
}
