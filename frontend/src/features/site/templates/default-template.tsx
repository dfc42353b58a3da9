import { AboutSection } from '../components/about-section';
import { ContactSection } from '../components/contact-section';
import { FaqSection } from '../components/faq-section';
import { FeaturesSection } from '../components/features-section';
import { PromotionsSection } from '../components/promotions-section';
import { ServicesSection } from '../components/services-section';

/** The default template below the hero: about, features, promotions, services, FAQ, contact. */
export function DefaultSections() {
  return (
    <>
      <AboutSection />
      <FeaturesSection />
      <PromotionsSection />
      <ServicesSection />
      <FaqSection />
      <ContactSection />
    </>
  );
}
