import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { PLAN_CURRENCY, PLANS } from '@shared/company/plans';
import { convertCents, formatMoney } from '@shared/money/money';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCompany } from '../../../lib/company';
import { useExchangeRate } from '../api/get-exchange-rate';
import { Section } from './section';

/** Kantoor's plans, per year, in the company's currency at the server's rate (ZAR as is). */
export function PlansSection({ reveal }: { reveal?: boolean }) {
  const { currency } = useCompany();
  const rate = useExchangeRate(currency);
  const converting = currency !== PLAN_CURRENCY;
  const price = (cents: number) => {
    if (!converting) return formatMoney(cents, PLAN_CURRENCY);
    if (rate.data) return formatMoney(convertCents(cents, rate.data.rate), currency);
    // The server always answers (live, cached or bundled); should it fail, ZAR is the truth.
    return rate.isError ? formatMoney(cents, PLAN_CURRENCY) : null;
  };
  return (
    <Section
      id="pricing"
      title="Plans and pricing"
      intro="Everything your office needs, billed once a year."
      tone="muted"
      reveal={reveal}
    >
      <div className="grid gap-6 lg:grid-cols-3">
        {PLANS.map((plan, index) => {
          const shown = price(plan.priceCents);
          const featured = index === 1;
          return (
            <article
              key={plan.title}
              aria-labelledby={`plan-${plan.title}`}
              className={`flex flex-col rounded-lg border bg-card p-8 shadow-sm ${featured ? 'ring-2 ring-brand' : ''}`}
            >
              <h3 id={`plan-${plan.title}`} className="text-xl font-semibold">
                {plan.title}
              </h3>
              <p className="mt-4 flex items-baseline gap-2">
                {shown ? (
                  <span
                    className="text-4xl font-bold tracking-tight"
                    data-testid={`plan-price-${plan.title}`}
                  >
                    {shown}
                  </span>
                ) : (
                  <Skeleton className="h-10 w-40" />
                )}
                <span className="text-muted-foreground">/ year</span>
              </p>
              <ul className="mt-6 flex-1 space-y-3">
                {plan.items.map((item) => (
                  <li key={item} className="flex gap-2">
                    <Check className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
              <Button asChild className="mt-8" variant={featured ? 'default' : 'outline'}>
                <Link to={`/onboarding-new-company?plan=${plan.title}`}>Choose {plan.title}</Link>
              </Button>
            </article>
          );
        })}
      </div>
      {converting && rate.data && rate.data.source !== 'live' && (
        <p className="mt-6 text-sm text-muted-foreground">
          Prices converted from ZAR at the rate of{' '}
          {new Date(rate.data.as_of).toLocaleDateString('en-ZA')} (
          {rate.data.source === 'cache' ? 'last known rate' : 'reference rate'}).
        </p>
      )}
    </Section>
  );
}
