import { Eye, Target } from 'lucide-react';
import { useCompany } from '../../../lib/company';
import { Section } from './section';

/** About the company, with its mission and vision. */
export function AboutSection({ reveal, title = 'About us' }: { reveal?: boolean; title?: string }) {
  const { company } = useCompany();
  return (
    <Section id="about" title={title} eyebrow={company.name} reveal={reveal}>
      <div className="grid gap-10 lg:grid-cols-5">
        <p className="text-lg leading-relaxed text-muted-foreground lg:col-span-3">
          {company.about_us}
        </p>
        <div className="grid gap-4 lg:col-span-2">
          {company.mission && (
            <div className="rounded-lg border bg-card p-5 shadow-sm">
              <h3 className="flex items-center gap-2 font-semibold">
                <Target className="size-5 text-brand" aria-hidden="true" /> Our mission
              </h3>
              <p className="mt-2 text-muted-foreground">{company.mission}</p>
            </div>
          )}
          {company.vision && (
            <div className="rounded-lg border bg-card p-5 shadow-sm">
              <h3 className="flex items-center gap-2 font-semibold">
                <Eye className="size-5 text-brand" aria-hidden="true" /> Our vision
              </h3>
              <p className="mt-2 text-muted-foreground">{company.vision}</p>
            </div>
          )}
        </div>
      </div>
    </Section>
  );
}
