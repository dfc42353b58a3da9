import type { Labels } from './labels';

/** The company as the public site sees it: no bank or merchant details. */
export type PublicCompany = {
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
  domain: string;
  industry: string;
  primary_bg_color: string;
  secondary_bg_color: string;
  tax_rate: number;
  /** The store's shelf prices include VAT (absent: yes); else the checkout adds it. */
  prices_include_vat?: boolean;
  currency: string;
  vat_number?: string;
  reg_number?: string;
  plan: string;
  /** The event dialog's save button (extended.md §2); absent or empty: 'Book Now'. */
  booking_button_label?: string;
  /**
   * Whom a person asks for their information, its correction or deletion (POPIA s55): the
   * company's setting, else the company itself at its email.
   */
  information_officer: { name: string; email?: string };
};

export type WebsiteItem = { id: string; title: string; body?: string };

/** A branch or office, as 'Our Branches / Offices' lists it. */
export type PublicBranch = {
  id: string;
  name: string;
  address: string;
  postal_code: string;
  city: string;
  phone: string;
  email: string;
};

export type CompanyWithDomainReply = {
  company: PublicCompany;
  currency: string;
  labels: Labels;
  legal_services: boolean;
  ip_info: { currencyCode: string };
  website: {
    services: WebsiteItem[];
    faqs: WebsiteItem[];
    promotions: WebsiteItem[];
    goals: WebsiteItem[];
  };
};
