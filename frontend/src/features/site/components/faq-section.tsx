import { useCompany } from '../../../lib/company';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '../../../components/ui/accordion';
import { Section } from './section';

export function FaqSection({ reveal }: { reveal?: boolean }) {
  const { website } = useCompany();
  if (website.faqs.length === 0) return null;
  return (
    <Section id="faq" title="Frequently asked questions" reveal={reveal}>
      <Accordion type="single" collapsible className="max-w-3xl">
        {website.faqs.map((faq) => (
          <AccordionItem key={faq.id} value={faq.id}>
            <AccordionTrigger className="text-left text-base">{faq.title}</AccordionTrigger>
            <AccordionContent className="text-muted-foreground">{faq.body}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </Section>
  );
}
