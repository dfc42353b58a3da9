import { useCompany } from '../../../lib/company';
import { AboutSection } from '../components/about-section';
import { ContactSection } from '../components/contact-section';
import { DonateButton } from '../components/donate-button';
import { FaqSection } from '../components/faq-section';
import { GoalsSection } from '../components/goals-section';
import { PromotionsSection } from '../components/promotions-section';
import { ServicesSection } from '../components/services-section';

/** The charity below the hero: mission, goals, vision, programmes, Donate, map and contact. */
export function DonationSections() {
  const { company } = useCompany();
  return (
    <>
      <GoalsSection />
      <AboutSection title="Who we are" />
      <ServicesSection title="Our programmes" />
      <PromotionsSection title="Get involved" />
      <section
        aria-label="Donate"
        className="bg-accent px-4 py-14 text-center text-accent-foreground sm:px-6"
      >
        <p className="mx-auto max-w-2xl text-2xl font-semibold">
          Your gift feeds, teaches and protects children in our community.
        </p>
        <div className="mt-6 flex justify-center">
          <DonateButton className="bg-white text-foreground hover:bg-white/90" />
        </div>
      </section>
      <FaqSection />
      <ContactSection showMap={company.map_source} />
    </>
  );
}
