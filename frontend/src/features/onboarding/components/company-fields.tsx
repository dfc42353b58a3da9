import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { CURRENCIES } from '@shared/company/currencies';
import { INDUSTRIES } from '@shared/company/labels';
import type { createCompanyBody } from '@shared/onboarding/schemas';
import { ChoiceField, TextField } from '../../../components/form-fields';
import { useRuntimeMode } from '../../../lib/api/health';

/** What the company forms (onboarding and create-company) hold in common. */
export type CompanyInput = z.input<typeof createCompanyBody>;

export const EMPTY_COMPANY: CompanyInput = {
  plan: 'Standard',
  name: '',
  company_emis: '',
  site_domain: '',
  industry: 'General',
  currency: 'ZAR',
  email: '',
  primary_phone: '',
  primary_address: '',
  city: '',
  postal_code: '',
  manager_name: '',
  manager_email: '',
  manager_phone: '',
};

/** Server field names the forms can show a message under. */
export const COMPANY_FIELDS = Object.keys(EMPTY_COMPANY);

const INDUSTRY_OPTIONS = INDUSTRIES.map((value) => ({ value, label: value }));
const CURRENCY_OPTIONS = CURRENCIES.map((value) => ({ value, label: value }));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-lg border bg-card p-4 shadow-sm sm:grid-cols-2 sm:p-6">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The new company's details, its website's domain and its first manager: the fields of
 * onboarding-new-company and create-company. `managerExtra` adds fields to the manager's part
 * (the password, when signing up oneself).
 */
export function CompanyFields<T extends FieldValues & CompanyInput>({
  form,
  managerExtra,
}: {
  form: UseFormReturn<T>;
  managerExtra?: ReactNode;
}) {
  const mode = useRuntimeMode();
  const name = (field: keyof CompanyInput) => field as Path<T>;
  return (
    <>
      <Section title="Company">
        <TextField
          form={form}
          name={name('name')}
          label="Company name"
          required
          autoComplete="organization"
          className="sm:col-span-2"
        />
        <ChoiceField
          form={form}
          name={name('industry')}
          label="Industry"
          required
          options={INDUSTRY_OPTIONS}
        />
        <ChoiceField
          form={form}
          name={name('currency')}
          label="Currency"
          required
          options={CURRENCY_OPTIONS}
        />
        <TextField
          form={form}
          name={name('email')}
          label="Company email"
          required
          type="email"
          autoComplete="email"
        />
        <TextField
          form={form}
          name={name('primary_phone')}
          label="Company phone"
          required
          type="tel"
          autoComplete="tel"
        />
        <TextField
          form={form}
          name={name('primary_address')}
          label="Street address"
          autoComplete="street-address"
          className="sm:col-span-2"
        />
        <TextField form={form} name={name('city')} label="City" autoComplete="address-level2" />
        <TextField
          form={form}
          name={name('postal_code')}
          label="Postal code"
          autoComplete="postal-code"
        />
        <TextField
          form={form}
          name={name('company_emis')}
          label="Company code (emis)"
          hint="Optional: letters, digits and dashes (a school's EMIS number). Left blank, it is made from the name."
          className="sm:col-span-2"
        />
      </Section>
      <Section title="Website">
        <TextField
          form={form}
          name={name('site_domain')}
          label="Website domain"
          required
          placeholder={mode.data === 'local' ? 'acme.localhost' : 'www.acme.co.za'}
          autoComplete="off"
          className="sm:col-span-2"
          hint={
            mode.data === 'local'
              ? 'On this local Kantoor a name ending in .localhost (such as acme.localhost) opens at once.'
              : 'Your own domain. The email after payment gives the DNS record that points it at Kantoor; the certificate follows by itself.'
          }
        />
      </Section>
      <Section title="Manager">
        <TextField
          form={form}
          name={name('manager_name')}
          label="Manager's name"
          required
          autoComplete="name"
        />
        <TextField
          form={form}
          name={name('manager_phone')}
          label="Manager's phone"
          required
          type="tel"
          autoComplete="tel"
        />
        <TextField
          form={form}
          name={name('manager_email')}
          label="Manager's email"
          required
          type="email"
          autoComplete="email"
          className="sm:col-span-2"
        />
        {managerExtra}
      </Section>
    </>
  );
}
