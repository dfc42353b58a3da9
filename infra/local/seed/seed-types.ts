import type { Industry } from '@shared/company/labels';
import type { PublicBranch } from '@shared/company/public-company';

export type SeedText = { title: string; body?: string };

/** One demo company with everything its public site and back office start with. */
export type SeedCompany = {
  company: {
    emis: string;
    name: string;
    motto?: string;
    mission?: string;
    vision?: string;
    about_us?: string;
    welcome_title?: string;
    primary_address?: string;
    postal_code?: string;
    city?: string;
    primary_phone?: string;
    email?: string;
    map_source?: string;
    merchant_number?: string;
    domain: string;
    industry: Industry;
    primary_bg_color: string;
    secondary_bg_color: string;
    tax_rate: number;
    prices_include_vat?: 'Yes' | 'No';
    currency: string;
    vat_number?: string;
    reg_number?: string;
    bank?: string;
    account_number?: string;
    account_type?: string;
    plan: 'Standard' | 'Premium' | 'Legal';
    labels?: Record<string, string>;
  };
  /** Host names that serve this company's site (the first is its own domain). */
  domains: string[];
  /** Names for the demo accounts manager@, admin@, staff@, parent@ <domain>. */
  people: { manager: string; admin: string; staff: string; parent: string };
  phones: { manager: string; admin: string; staff: string; parent: string };
  branches: Array<Omit<PublicBranch, 'id'>>;
  website: { services: SeedText[]; faqs: SeedText[]; promotions: SeedText[]; goals: SeedText[] };
};
