import { Phone } from 'lucide-react';
import { useCompany } from '../../../lib/company';
import { AboutSection } from '../components/about-section';
import { ContactSection } from '../components/contact-section';
import { FaqSection } from '../components/faq-section';
import { PlansSection } from '../components/plans-section';
import { ServicesSection } from '../components/services-section';
import { StoreTeaser } from '../components/store-teaser';

/** The provider's own site below the hero: pricing table, store teaser and phone. */
export function ProviderSections() {
  const { company } = useCompany();
  return (
    <>
      <AboutSection title="Your office, online" />
      <PlansSection />
      <StoreTeaser />
      <ServicesSection title="What we do" />
      <FaqSection />
      {company.primary_phone && (
        <section aria-label="Call us" className="bg-accent py-10 text-accent-foreground">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 sm:px-6">
            <p className="text-2xl font-semibold">Talk to a person today</p>
            <a
              href={`tel:${company.primary_phone.replace(/\s+/g, '')}`}
              className="inline-flex items-center gap-2 text-2xl font-bold underline-offset-4 hover:underline"
            >
              <Phone aria-hidden="true" /> {company.primary_phone}
            </a>
          </div>
        </section>
      )}
      <ContactSection />
    </>
  );
}
