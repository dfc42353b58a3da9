import { useCompany } from '../../../lib/company';
import { AboutSection } from '../components/about-section';
import { ContactSection } from '../components/contact-section';
import { FaqSection } from '../components/faq-section';
import { FeaturesSection } from '../components/features-section';
import { PromotionsSection } from '../components/promotions-section';
import { ServicesSection } from '../components/services-section';

/** The school below the hero: every section reveals itself as it scrolls into view. */
export function RevealSections() {
  const { company } = useCompany();
  return (
    <>
      <AboutSection reveal title={`Welcome to ${company.name}`} />
      <FeaturesSection reveal title="Why families choose us" />
      <ServicesSection reveal title="School life" />
      <PromotionsSection reveal title="News and notices" />
      <FaqSection reveal />
      <ContactSection reveal />
    </>
  );
}
