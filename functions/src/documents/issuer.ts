import type { DocumentIssuer } from '@shared/documents/types';
import { folderImages } from '../site';
import type { RequestContext, OnSite } from '../kernel/context';

/** The company as its quotes and invoices print it (bank details included: signed-in staff). */
export async function issuerOf(
  ctx: Pick<RequestContext<OnSite>, 'tenant' | 'deps'>,
): Promise<DocumentIssuer> {
  const [company, logos] = await Promise.all([
    ctx.tenant.company.get(),
    folderImages(ctx.deps, ctx.tenant.emis, 'logos'),
  ]);
  return {
    name: company?.name ?? '',
    address: [company?.primary_address, company?.city, company?.postal_code].filter(
      (part): part is string => Boolean(part),
    ),
    phone: company?.primary_phone,
    email: company?.email,
    vat_number: company?.vat_number,
    reg_number: company?.reg_number,
    bank: company?.bank,
    account_number: company?.account_number,
    account_type: company?.account_type,
    tax_rate: company?.tax_rate ?? 15,
    prices_include_vat: company?.prices_include_vat === 'Yes',
    currency: company?.currency ?? 'ZAR',
    logo_url: logos[0]?.url,
  };
}
