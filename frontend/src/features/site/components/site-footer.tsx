import { Link } from 'react-router';
import { useCompany } from '../../../lib/company';
import { ContactDetails } from './contact-details';
import { deferred } from '../../../components/deferred';

// Its form library and validation download when a visitor comes near it (issue 26).
const NewsletterForm = deferred(
  'newsletter-form',
  () => import('./newsletter-form').then((m) => ({ default: m.NewsletterForm })),
  { whenVisible: true },
);

/** Services, contact details and the newsletter box, on the company's colour. */
export function SiteFooter() {
  const { company, website, labels } = useCompany();
  return (
    <footer className="bg-brand text-brand-foreground">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-semibold">{company.name}</p>
          {company.motto && <p className="mt-2">{company.motto}</p>}
          <nav aria-label="More" className="mt-3">
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              <li>
                <Link to="/news" className="underline-offset-2 hover:underline">
                  News
                </Link>
              </li>
              <li>
                <Link to="/events-calendar" className="underline-offset-2 hover:underline">
                  Events
                </Link>
              </li>
            </ul>
          </nav>
        </div>
        {website.services.length > 0 && (
          <nav aria-label={labels.services}>
            <h2 className="font-semibold">{labels.services}</h2>
            <ul className="mt-3 space-y-2">
              {website.services.slice(0, 6).map((service) => (
                <li key={service.id}>
                  <Link to={{ pathname: '/', hash: '#services' }} className="hover:underline">
                    {service.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div>
          <h2 className="font-semibold">Contact</h2>
          <div className="mt-3 [&_svg]:text-current">
            <ContactDetails />
          </div>
          <InformationOfficer />
        </div>
        <NewsletterForm />
      </div>
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm sm:px-6">
          © {new Date().getFullYear()} {company.name}
          {company.reg_number ? ` · Reg. ${company.reg_number}` : ''}
          {company.vat_number ? ` · VAT ${company.vat_number}` : ''} · Powered by Kantoor
        </p>
      </div>
    </footer>
  );
}

/**
 * The company's information officer (POPIA s55) and how to ask for one's information, its
 * correction or deletion: a setting, the company's own name and email when not set.
 */
function InformationOfficer() {
  const { company } = useCompany();
  const officer = company.information_officer;
  if (!officer) return null;
  const subject = encodeURIComponent('Privacy (POPIA) request');
  return (
    <p className="mt-4 text-sm">
      <span className="font-semibold">Information officer:</span> {officer.name}
      {officer.email && (
        <>
          <br />
          <a
            href={`mailto:${officer.email}?subject=${subject}`}
            className="underline underline-offset-2"
          >
            Privacy (POPIA) requests
          </a>{' '}
          <span className="break-all">({officer.email})</span>
        </>
      )}
    </p>
  );
}
