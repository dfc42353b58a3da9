import { Building2, Mail, Phone } from 'lucide-react';
import { useEffect } from 'react';
import { MESSAGES } from '@shared/messages';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCompany } from '../../../lib/company';
import { useBranches } from '../api/get-all-branches';
import { ContactForm } from '../components/contact-form';

/** 'Our Branches / Offices' with the company's address and a contact form. */
export function ContactPage() {
  const { company } = useCompany();
  const branches = useBranches(company.domain);
  useEffect(() => {
    document.title = `Contact us · ${company.name}`;
  }, [company.name]);

  const offices = [
    {
      id: 'head-office',
      name: company.name,
      address: company.primary_address ?? '',
      postal_code: company.postal_code ?? '',
      city: company.city ?? '',
      phone: company.primary_phone ?? '',
      email: company.email ?? '',
    },
    ...(branches.data ?? []).filter((branch) => branch.address !== company.primary_address),
  ];

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Contact us</h1>
      <p className="mt-3 text-lg text-muted-foreground">{MESSAGES.contactPromise}</p>
      <section aria-labelledby="offices-title" className="mt-10">
        <h2 id="offices-title" className="text-2xl font-semibold">
          Our Branches / Offices
        </h2>
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {offices.map((office) => (
            <article key={office.id} className="rounded-lg border bg-card p-6 shadow-sm">
              <h3 className="flex items-center gap-2 font-semibold">
                <Building2 className="size-5 text-brand" aria-hidden="true" /> {office.name}
              </h3>
              <address className="mt-3 space-y-1 text-muted-foreground not-italic">
                <p>{office.address}</p>
                <p>
                  {office.city} {office.postal_code}
                </p>
                {office.phone && (
                  <p className="flex items-center gap-2">
                    <Phone className="size-4" aria-hidden="true" />
                    <a href={`tel:${office.phone.replace(/\s+/g, '')}`} className="hover:underline">
                      {office.phone}
                    </a>
                  </p>
                )}
                {office.email && (
                  <p className="flex items-center gap-2">
                    <Mail className="size-4" aria-hidden="true" />
                    <a href={`mailto:${office.email}`} className="hover:underline">
                      {office.email}
                    </a>
                  </p>
                )}
              </address>
            </article>
          ))}
          {branches.isPending && <Skeleton className="h-44 w-full" />}
        </div>
      </section>
      <section aria-labelledby="message-title" className="mt-14 max-w-3xl">
        <h2 id="message-title" className="text-2xl font-semibold">
          Send us a message
        </h2>
        <div className="mt-6">
          <ContactForm idPrefix="contact-page" />
        </div>
      </section>
    </div>
  );
}
