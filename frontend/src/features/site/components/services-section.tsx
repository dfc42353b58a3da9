import { Check } from 'lucide-react';
import { useCompany } from '../../../lib/company';
import { Section } from './section';

/** The spec's services list: at most 15 rows per column. */
export const SERVICES_PER_COLUMN = 15;

/**
 * Items split into balanced columns: as many as the 15-row cap needs, and at least three when
 * there are enough items to fill them, so a short list does not stand in one narrow column.
 */
export function intoColumns<T>(items: T[], perColumn = SERVICES_PER_COLUMN, preferred = 3): T[][] {
  if (items.length === 0) return [];
  const count = Math.max(Math.ceil(items.length / perColumn), Math.min(preferred, items.length));
  const size = Math.ceil(items.length / count);
  const columns: T[][] = [];
  for (let at = 0; at < items.length; at += size) columns.push(items.slice(at, at + size));
  return columns;
}

export function ServicesSection({ reveal, title }: { reveal?: boolean; title?: string }) {
  const { website, labels } = useCompany();
  if (website.services.length === 0) return null;
  const columns = intoColumns(website.services);
  return (
    <Section
      id="services"
      title={title ?? `Our ${labels.services.toLowerCase()}`}
      tone="muted"
      reveal={reveal}
    >
      <div className="grid gap-x-10 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
        {columns.map((column, index) => (
          <ul
            key={index}
            className="space-y-4"
            aria-label={columns.length > 1 ? `Column ${index + 1}` : undefined}
          >
            {column.map((service) => (
              <li key={service.id} className="flex gap-3">
                <Check className="mt-1 size-5 shrink-0 text-brand" aria-hidden="true" />
                <div>
                  <p className="font-semibold">{service.title}</p>
                  {service.body && <p className="text-sm text-muted-foreground">{service.body}</p>}
                </div>
              </li>
            ))}
          </ul>
        ))}
      </div>
    </Section>
  );
}
