import { BadgeCheck, Clock, HeartHandshake, ShieldCheck } from 'lucide-react';
import { useCompany } from '../../../lib/company';
import { Section } from './section';

const ICONS = [BadgeCheck, HeartHandshake, ShieldCheck, Clock];

/** What the company stands for, from the first of its services (default and reveal templates). */
export function FeaturesSection({
  reveal,
  title = 'Why choose us',
}: {
  reveal?: boolean;
  title?: string;
}) {
  const { website, company } = useCompany();
  const highlights = website.services.slice(0, 4);
  if (highlights.length === 0) return null;
  return (
    <Section id="features" title={title} intro={company.motto} tone="brand" reveal={reveal}>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {highlights.map((item, index) => {
          const Icon = ICONS[index % ICONS.length] ?? BadgeCheck;
          return (
            <div key={item.id} className="rounded-lg bg-background p-6 text-foreground shadow-sm">
              <Icon className="size-7 text-brand" aria-hidden="true" />
              <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
              {item.body && <p className="mt-2 text-sm text-muted-foreground">{item.body}</p>}
            </div>
          );
        })}
      </div>
    </Section>
  );
}
