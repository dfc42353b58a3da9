import { Building2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { PLANS } from '@shared/company/plans';
import {
  createCompanyBody,
  type CreateCompanyBody,
  type CreateCompanyReply,
} from '@shared/onboarding/schemas';
import { ChoiceField } from '../../../components/form-fields';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { toast } from '../../../components/ui/sonner';
import { ApiError, errorText } from '../../../lib/api-client';
import { useCreateCompany } from '../api/create-company';
import { COMPANY_FIELDS, CompanyFields, EMPTY_COMPANY } from '../components/company-fields';
import { useSchemaForm } from '../../../lib/schema-form';

type Input = z.input<typeof createCompanyBody>;

/**
 * create-company (the company switcher's 091091091): a super admin of Kantoor makes a company at
 * once, without payment. Its manager is invited by email to set a password.
 */
export function CreateCompanyPage() {
  const [created, setCreated] = useState<CreateCompanyReply | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateCompany();
  const { form } = useSchemaForm<Input, CreateCompanyBody>(createCompanyBody, EMPTY_COMPANY, {
    parse: true,
  });
  useEffect(() => {
    document.title = 'Create a company';
  }, []);

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const reply = await create.mutateAsync(values);
      setCreated(reply);
      toast.success(`${reply.name} was created`);
    } catch (error) {
      let placed = false;
      if (error instanceof ApiError)
        for (const [name, message] of Object.entries(error.fields))
          if (COMPANY_FIELDS.includes(name)) {
            form.setError(name as keyof Input, {
              message: error.status === 409 ? error.message : message,
            });
            placed = true;
          }
      if (!placed) setProblem(errorText(error));
    }
  });

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Create a company</h1>
        <p className="mt-1 text-muted-foreground">
          The company, its website and its first manager, without a card payment. The manager gets
          an email invitation to set a password.
        </p>
      </div>
      {created ? (
        <div className="grid gap-4" role="status">
          <p className="text-lg">
            <span className="font-semibold">{created.name}</span> ({created.emis}) is ready. An
            invitation went to {created.manager_email}.
          </p>
          <p>
            Its website answers at {created.site_domain} once the domain points at Kantoor: its
            manager's Site Domain (on the switchboard) sets the domain up and shows the DNS record
            to set.
          </p>
          <div>
            <Button
              variant="outline"
              onClick={() => {
                setCreated(null);
                form.reset(EMPTY_COMPANY);
              }}
            >
              Create another company
            </Button>
          </div>
        </div>
      ) : (
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label="Create company"
          className="grid gap-6"
        >
          <fieldset className="grid gap-4 rounded-lg border bg-card p-4 shadow-sm sm:grid-cols-2 sm:p-6">
            <legend className="px-1 text-lg font-semibold">Plan</legend>
            <ChoiceField
              form={form}
              name="plan"
              label="Plan"
              required
              options={PLANS.map((plan) => ({ value: plan.title, label: plan.title }))}
            />
          </fieldset>
          <CompanyFields form={form} />
          <FormAlert>{problem}</FormAlert>
          <div className="flex justify-end">
            <Button type="submit" loading={create.isPending}>
              <Building2 aria-hidden="true" /> Create company
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
