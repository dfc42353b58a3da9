import { Megaphone } from 'lucide-react';
import { useCompany } from '../../../lib/company';
import { Section } from './section';

export function PromotionsSection({
  reveal,
  title = 'Promotions',
}: {
  reveal?: boolean;
  title?: string;
}) {
  const { website } = useCompany();
  if (website.promotions.length === 0) return null;
  return (
    <Section id="promotions" title={title} reveal={reveal}>
      <div className="grid gap-6 md:grid-cols-3">
        {website.promotions.map((promotion) => (
          <article
            key={promotion.id}
            className="relative overflow-hidden rounded-lg border bg-card p-6 shadow-sm"
          >
            <div className="absolute inset-x-0 top-0 h-1 bg-accent" aria-hidden="true" />
            <Megaphone className="size-6 text-accent" aria-hidden="true" />
            <h3 className="mt-3 text-lg font-semibold">{promotion.title}</h3>
            {promotion.body && <p className="mt-2 text-muted-foreground">{promotion.body}</p>}
          </article>
        ))}
      </div>
    </Section>
  );
}
