import { Coins } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/sonner';
import { ApiError, errorText } from '../../../lib/api-client';
import { useSignedInUser } from '../../../lib/api/current-user';
import { useCompany } from '../../../lib/company';
import { useAddSmsCredits, type AddCreditsReply } from '../api/add-sms-credits';
import { useSchemaForm } from '../../../lib/schema-form';

/**
 * SMS Credits (`/sms-credits`, Kantoor's own): a super admin of the provider company adds
 * credits to a company's SMS balance, or corrects it with a negative number. Every change is a
 * ledger entry on the server; a correction never takes the balance below zero.
 */
/** The form as typed: the same messages as before the server is asked (it checks again). */
const creditsForm = z.object({
  emis: z.string().trim().min(1, 'Company (emis) is required'),
  credits: z
    .string()
    .trim()
    .refine((text) => {
      const amount = Number(text);
      return text !== '' && Number.isInteger(amount) && amount !== 0;
    }, 'Credits must be a whole number other than 0')
    .transform(Number),
  note: z.string(),
});
type CreditsForm = z.input<typeof creditsForm>;

export function SmsCreditsPage() {
  const user = useSignedInUser();
  const { company } = useCompany();
  const add = useAddSmsCredits();
  const { form } = useSchemaForm<CreditsForm, z.output<typeof creditsForm>>(
    creditsForm,
    { emis: '', credits: '', note: '' },
    { parse: true },
  );
  const { errors } = form.formState;
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<AddCreditsReply[]>([]);
  const listId = useId();

  useEffect(() => {
    document.title = `SMS Credits · ${company.name}`;
  }, [company.name]);

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const reply = await add.mutateAsync(values);
      toast.success(`${reply.emis} now has ${reply.credits} SMS credits.`);
      setDone((list) => [reply, ...list]);
      form.reset({ emis: form.getValues('emis'), credits: '', note: '' });
    } catch (error) {
      if (error instanceof ApiError)
        for (const [name, message] of Object.entries(error.fields))
          if (name === 'emis' || name === 'credits' || name === 'note')
            form.setError(name, { message });
      setProblem(errorText(error));
    }
  });

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">SMS Credits</h1>
      <form
        noValidate
        aria-label="Add SMS credits"
        className="grid gap-4 rounded-lg border bg-card p-4"
        onSubmit={(event) => void submit(event)}
      >
        <FormField
          label="Company (emis)"
          error={errors.emis?.message}
          hint="e.g. mokoena-attorneys"
        >
          <Input list={listId} autoComplete="off" {...form.register('emis')} />
        </FormField>
        <datalist id={listId}>
          {user.companies.map((c) => (
            <option key={c.emis} value={c.emis}>
              {c.name}
            </option>
          ))}
        </datalist>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Credits"
            error={errors.credits?.message}
            hint="A negative number corrects the balance down."
          >
            <Input inputMode="numeric" {...form.register('credits')} />
          </FormField>
          <FormField label="Note (optional)" error={errors.note?.message}>
            <Input maxLength={200} {...form.register('note')} />
          </FormField>
        </div>
        <FormAlert>{problem}</FormAlert>
        <Button type="submit" className="justify-self-start" loading={add.isPending}>
          <Coins aria-hidden="true" /> Add credits
        </Button>
      </form>
      {done.length > 0 && (
        <section aria-labelledby="credits-done" className="grid gap-2">
          <h2 id="credits-done" className="font-semibold">
            Balances changed this visit
          </h2>
          <ul className="divide-y rounded-lg border bg-card" aria-label="Balances changed">
            {done.map((d, index) => (
              <li key={`${d.emis}-${index}`} className="flex justify-between gap-4 p-3 text-sm">
                <span className="font-medium">{d.emis}</span>
                <span className="tabular-nums">{d.credits} credits</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
