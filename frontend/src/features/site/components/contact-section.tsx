import { MESSAGES } from '@shared/messages';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import { Section } from './section';

export function ContactSection({ reveal, showMap }: { reveal?: boolean; showMap?: string }) {
  return (
    <Section id="contact" title="Contact us" intro={MESSAGES.contactPromise} reveal={reveal}>
      <div className="grid gap-10 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ContactForm idPrefix="home-contact" />
        </div>
        <aside aria-label="Contact details" className="space-y-6">
          <ContactDetails />
          {showMap && (
            <iframe
              title="Map"
              src={showMap}
              className="aspect-[4/3] w-full rounded-lg border"
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
            />
          )}
        </aside>
      </div>
    </Section>
  );
}
