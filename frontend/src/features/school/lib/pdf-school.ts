import type { ReceiptSchool } from '@shared/pdf/school-pdf';
import type { SchoolHeader } from '@shared/school/schemas';

type SchoolFields = Omit<SchoolHeader, 'account_type'> & { account_type: string | null };

/** The school's letterhead and banking details as the receipt and the statement PDFs print them. */
export function pdfSchool(school: SchoolFields): ReceiptSchool {
  const place = [school.city, school.pcode].filter(Boolean).join(' ');
  return {
    name: school.schname,
    address: [school.physical_address, place].filter((line): line is string => Boolean(line)),
    phone: school.sch_tel ?? undefined,
    email: school.email ?? undefined,
    bank: school.bank ?? undefined,
    account_number: school.account_number ?? undefined,
    account_type: school.account_type ?? undefined,
  };
}
