import { Mail, MapPin, Phone } from 'lucide-react';
import { useCompany } from '../../../lib/company';

/** Address, phone and email of the company, each a link where it can be. */
export function ContactDetails() {
  const { company } = useCompany();
  const address = [company.primary_address, company.city, company.postal_code]
    .filter(Boolean)
    .join(', ');
  return (
    <ul className="space-y-4">
      {address && (
        <li className="flex gap-3">
          <MapPin className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden="true" />
          <span>
            <span className="sr-only">Address: </span>
            {address}
          </span>
        </li>
      )}
      {company.primary_phone && (
        <li className="flex gap-3">
          <Phone className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden="true" />
          <a
            className="underline-offset-4 hover:underline"
            href={`tel:${company.primary_phone.replace(/\s+/g, '')}`}
          >
            <span className="sr-only">Phone: </span>
            {company.primary_phone}
          </a>
        </li>
      )}
      {company.email && (
        <li className="flex gap-3">
          <Mail className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden="true" />
          <a className="underline-offset-4 hover:underline" href={`mailto:${company.email}`}>
            <span className="sr-only">Email: </span>
            {company.email}
          </a>
        </li>
      )}
    </ul>
  );
}
