import { CircleCheckBig } from 'lucide-react';
import { useCompany } from '../../../lib/company';
import { Section } from './section';

/** The charity's motto, mission, vision and goals. */
export function GoalsSection() {
  const { company, website } = useCompany();
  return (
    <Section id="mission" title="Our mission" eyebrow={company.motto} intro={company.mission}>
      <div className="grid gap-8 lg:grid-cols-2">
        {website.goals.length > 0 && (
          <div id="goals" className="scroll-mt-20">
            <h3 className="text-xl font-semibold">Our goals</h3>
            <ul className="mt-4 space-y-3">
              {website.goals.map((goal) => (
                <li key={goal.id} className="flex gap-3">
                  <CircleCheckBig
                    className="mt-0.5 size-5 shrink-0 text-accent"
                    aria-hidden="true"
                  />
                  <div>
                    <p className="font-medium">{goal.title}</p>
                    {goal.body && <p className="text-sm text-muted-foreground">{goal.body}</p>}
                  </div>
                </li>
              ))}
            </ul>
          </div>
        )}
        {company.vision && (
          <div className="rounded-xl bg-brand p-8 text-brand-foreground">
            <h3 className="text-xl font-semibold">Our vision</h3>
            <p className="mt-3 text-lg">{company.vision}</p>
          </div>
        )}
      </div>
    </Section>
  );
}
