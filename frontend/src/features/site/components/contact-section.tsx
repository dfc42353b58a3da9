import { MapPin } from 'lucide-react';
import { MESSAGES } from '@shared/messages';
import { useCompany } from '../../../lib/company';
import { ContactDetails } from './contact-details';
import { deferred } from '../../../components/deferred';

// Its form library, validation and toasts download when a visitor comes near it (issue 26).
const ContactForm = deferred(
  'contact-form',
  () => import('./contact-form').then((m) => ({ default: m.ContactForm })),
  { whenVisible: true },
);
import { Section } from './section';

/** The company's address on Google Maps, or the map the company set when it has no address. */
function mapLink(
  source: string,
  company: { name: string; primary_address?: string | null; city?: string | null },
) {
  const address = [company.primary_address, company.city].filter(Boolean).join(', ');
  if (!address) return source;
  const query = encodeURIComponent(`${company.name}, ${address}`);
  return `https://www.google.com/maps/search/?api=1&query=${query}`;
}

export function ContactSection({ reveal, showMap }: { reveal?: boolean; showMap?: string }) {
  const { company } = useCompany();
  return (
    <Section id="contact" title="Contact us" intro={MESSAGES.contactPromise} reveal={reveal}>
      <div className="grid gap-10 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ContactForm idPrefix="home-contact" />
        </div>
        <aside aria-label="Contact details" className="space-y-6">
          <ContactDetails />
          {showMap && (
            // A link, not an embedded map: a third-party frame paints an empty box wherever it
            // cannot load (no network, a printout, a blocked frame) and costs the page its speed.
            <a
              href={mapLink(showMap, company)}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-center gap-3 rounded-lg border bg-card p-4 font-medium text-card-foreground hover:bg-muted"
            >
              <MapPin className="size-6 shrink-0 text-brand" aria-hidden="true" />
              <span>
                Find us on the map
                <span className="block text-sm font-normal text-muted-foreground">
                  Opens Google Maps in a new tab
                </span>
              </span>
            </a>
          )}
        </aside>
      </div>
    </Section>
  );
}
