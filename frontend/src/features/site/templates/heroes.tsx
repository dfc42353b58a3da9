import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useCompany } from '../../../lib/company';
import { DonateButton } from '../components/donate-button';
import { Hero } from '../components/hero';
import type { TemplateName } from './template-props';

const outlineOnDark = 'border-white/60 bg-white/10 text-white hover:bg-white/20';

/** Each template's hero: the part of the home page that paints first. */
export function TemplateHero({
  template,
  signInPanel,
  onPainted,
}: {
  template: TemplateName;
  signInPanel: React.ReactNode;
  onPainted?: () => void;
}) {
  const { company, labels } = useCompany();
  const title = company.welcome_title ?? company.name;

  if (template === 'donation') {
    return (
      <Hero
        onPainted={onPainted}
        title={title}
        subtitle={company.motto}
        scrollTo="mission"
        actions={
          <>
            <DonateButton />
            <Button asChild size="lg" variant="outline" className={outlineOnDark}>
              <a href="#goals">Our goals</a>
            </Button>
          </>
        }
      />
    );
  }
  if (template === 'provider') {
    return (
      <Hero
        onPainted={onPainted}
        title={title}
        subtitle={company.motto}
        aside={signInPanel}
        actions={
          <>
            <Button asChild size="lg" variant="accent">
              <Link to="/free-invoices-and-quotes">Create Free Invoices</Link>
            </Button>
            <Button asChild size="lg" variant="outline" className={outlineOnDark}>
              <Link to="/free-invoices-and-quotes">Try it For Free</Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="ghost"
              className="text-white hover:bg-white/15 hover:text-white"
            >
              <Link to="/contact-us">Get Started</Link>
            </Button>
          </>
        }
      />
    );
  }
  if (template === 'reveal') {
    return (
      <Hero
        onPainted={onPainted}
        title={title}
        subtitle={company.motto}
        aside={signInPanel}
        actions={
          <Button asChild size="lg" variant="accent">
            <a href="#about">Discover our school</a>
          </Button>
        }
      />
    );
  }
  return (
    <Hero
      onPainted={onPainted}
      title={title}
      subtitle={company.motto}
      aside={signInPanel}
      actions={
        <>
          <Button asChild size="lg" variant="accent">
            <a href="#contact">Contact us</a>
          </Button>
          <Button asChild size="lg" variant="outline" className={outlineOnDark}>
            <a href="#services">Our {labels.services.toLowerCase()}</a>
          </Button>
        </>
      }
    />
  );
}
