import { CreditCard } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { PLAN_CURRENCY, PLANS } from '@shared/company/plans';
import { PROVIDER_EMIS } from '@shared/company/provider';
import { convertCents, formatMoney } from '@shared/money/money';
import { onboardCompanyBody, type OnboardCompanyBody } from '@shared/onboarding/schemas';
import type { CheckoutForm } from '@shared/payments/schemas';
import { ChoiceField, TextField } from '../../../components/form-fields';
import { CheckoutRedirect } from '../../../components/payments/checkout-form';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { ApiError, errorText } from '../../../lib/api-client';
import { useCompany } from '../../../lib/company';
import { useOnboardCompany } from '../api/onboard-company';
import { usePlanRate } from '../api/get-plan-rate';
import { COMPANY_FIELDS, CompanyFields, EMPTY_COMPANY } from '../components/company-fields';
import { useSchemaForm } from '../../../lib/schema-form';

type Input = z.input<typeof onboardCompanyBody>;
type PlanTitle = (typeof PLANS)[number]['title'];

const isPlan = (value: string | null): value is PlanTitle =>
  PLANS.some((plan) => plan.title === value);

/** The plan's yearly price in the chosen currency (null while the rate is on its way). */
function usePrice(planTitle: PlanTitle, currency: string) {
  const rate = usePlanRate(currency);
  const zar = PLANS.find((plan) => plan.title === planTitle)!.priceCents;
  if (currency === PLAN_CURRENCY) return { shown: formatMoney(zar, PLAN_CURRENCY), zar };
  if (rate.data) return { shown: formatMoney(convertCents(zar, rate.data.rate), currency), zar };
  // Should the rate be unavailable, the rands charged are the truth.
  return { shown: rate.isError ? formatMoney(zar, PLAN_CURRENCY) : null, zar };
}

/**
 * onboarding-new-company?plan=...: a company signs itself up. Its details, website domain and
 * first manager, the plan priced in the company's currency; Pay leaves for the card gateway
 * with the signed checkout, which returns to payment-complete?kind=onboarding (or to
 * cancel-onboarding). The company exists once the gateway has confirmed the payment.
 */
export function OnboardingPage() {
  const [params] = useSearchParams();
  const asked = params.get('plan');
  const { company } = useCompany();
  const [checkout, setCheckout] = useState<CheckoutForm | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const onboard = useOnboardCompany();
  const { form } = useSchemaForm<Input, OnboardCompanyBody>(
    onboardCompanyBody,
    { ...EMPTY_COMPANY, plan: isPlan(asked) ? asked : 'Standard', password: '' },
    { parse: true },
  );
  const [plan, currency] = useWatch({ control: form.control, name: ['plan', 'currency'] });
  const price = usePrice(plan ?? 'Standard', currency ?? PLAN_CURRENCY);

  useEffect(() => {
    document.title = 'Start your company on Kantoor';
  }, []);

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const reply = await onboard.mutateAsync(values);
      setCheckout(reply.checkout);
    } catch (error) {
      let placed = false;
      if (error instanceof ApiError)
        for (const [name, message] of Object.entries(error.fields))
          if ([...COMPANY_FIELDS, 'password'].includes(name)) {
            // A refusal (409: the domain is taken) says why in its message; a check, per field.
            form.setError(name as keyof Input, {
              message: error.status === 409 ? error.message : message,
            });
            placed = true;
          }
      // The server's word on a field goes under it; anything else above the button.
      if (!placed) setProblem(errorText(error));
    }
  });

  if (company.emis !== PROVIDER_EMIS)
    return (
      <div className="mx-auto max-w-2xl px-4 py-12">
        <h1 className="text-2xl font-semibold">Start your company on Kantoor</h1>
        <p className="mt-3 text-muted-foreground">
          Companies sign up on Kantoor&apos;s own site, not on {company.name}&apos;s.
        </p>
      </div>
    );

  const planOptions = PLANS.map((p) => ({ value: p.title, label: p.title }));
  const chosen = PLANS.find((p) => p.title === plan) ?? PLANS[0]!;

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight">Start your company on Kantoor</h1>
      <p className="mt-2 text-muted-foreground">
        Your company&apos;s website and back office, ready as soon as the payment goes through.
      </p>
      {checkout ? (
        <div className="mt-8">
          <CheckoutRedirect checkout={checkout} />
        </div>
      ) : (
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label="Company sign-up"
          className="mt-8 grid gap-6"
        >
          <fieldset className="grid gap-4 rounded-lg border bg-card p-4 shadow-sm sm:grid-cols-2 sm:p-6">
            <legend className="px-1 text-lg font-semibold">Plan</legend>
            <ChoiceField form={form} name="plan" label="Plan" required options={planOptions} />
            <div className="grid content-end gap-1">
              <p className="text-sm text-muted-foreground">Price per year</p>
              <p className="text-2xl font-bold" data-testid="plan-price" aria-live="polite">
                {price.shown ?? '…'}
              </p>
              {currency !== PLAN_CURRENCY && (
                <p className="text-xs text-muted-foreground">
                  Charged by card as {formatMoney(price.zar, PLAN_CURRENCY)}.
                </p>
              )}
            </div>
            <ul className="text-sm text-muted-foreground sm:col-span-2">
              {chosen.items.map((item) => (
                <li key={item}>· {item}</li>
              ))}
            </ul>
          </fieldset>
          <CompanyFields
            form={form}
            managerExtra={
              <TextField
                form={form}
                name="password"
                label="Manager's password"
                required
                type="password"
                autoComplete="new-password"
                className="sm:col-span-2"
                hint="At least 8 characters with an upper-case letter, a digit and a symbol. Already on Kantoor with this email? Enter that account's password."
              />
            }
          />
          <FormAlert>{problem}</FormAlert>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <Button asChild variant="ghost">
              <Link to="/">Back</Link>
            </Button>
            {/* The card is charged in rands whatever the currency shown. */}
            <Button type="submit" loading={onboard.isPending}>
              <CreditCard aria-hidden="true" /> Pay {formatMoney(price.zar, PLAN_CURRENCY)}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
