import { useEffect } from 'react';
import { saveMyDetailsBody, type SaveMyDetailsBody } from '@shared/auth/schemas';
import { TextField } from '../../../components/form-fields';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/form-alert';
import { toast } from '../../../components/ui/sonner';
import { useSignedInUser } from '../../../lib/api/current-user';
import { useSchemaForm } from '../../../lib/schema-form';
import { useSaveMyDetails } from '../api/my-details';

/**
 * The signed-in person's own account (issue 29, POPIA s24): name and phone, which every company
 * they belong to sees. The email is the account's key, shown but not changed here.
 */
export function MyDetailsPage() {
  const user = useSignedInUser();
  const save = useSaveMyDetails();
  const { form, alert, submitWith } = useSchemaForm<SaveMyDetailsBody>(saveMyDetailsBody, {
    name: user.name,
    phone: user.phone_number,
  });
  useEffect(() => {
    document.title = 'My details';
  }, []);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    void submitWith(saveMyDetailsBody, async (values) => {
      const saved = await save.mutateAsync(values);
      form.reset({ name: saved.name, phone: saved.phone_number });
      toast.success('Your details are saved');
    });
  };

  return (
    <section className="mx-auto grid w-full max-w-3xl gap-4">
      <h1 className="text-2xl font-semibold">My details</h1>
      <Card>
        <CardHeader>
          <CardTitle>Your account</CardTitle>
          <CardDescription>
            Your name and phone number as every company you belong to sees them. You sign in with
            your email address, {user.email}, which stays as it is.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} noValidate className="grid gap-4" aria-label="My details">
            <TextField form={form} name="name" label="Full name" required autoComplete="name" />
            <TextField
              form={form}
              name="phone"
              label="Phone"
              type="tel"
              required
              autoComplete="tel"
            />
            <FormAlert>{alert}</FormAlert>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" loading={save.isPending}>
                Save my details
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
