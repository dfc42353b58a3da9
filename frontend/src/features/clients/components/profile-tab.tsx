import { Check, LoaderCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import type { ClientView } from '@shared/clients/schemas';
import { MESSAGES } from '@shared/messages';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/sonner';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { useUpdateClientField } from '../api/update-client-field';
import { profileFields, type ProfileField } from '../lib/profile-fields';

const INPUT_TYPES: Record<string, string> = { email: 'email', phone: 'tel' };
const LONG = new Set(['notes', 'address']);

type State = 'idle' | 'saving' | 'saved';

/** One field: read-only text, or (admins) an input saved when the person leaves it. */
function FieldCard({
  clientId,
  field,
  editable,
}: {
  clientId: string;
  field: ProfileField;
  editable: boolean;
}) {
  const update = useUpdateClientField();
  const [value, setValue] = useState(field.value);
  const [state, setState] = useState<State>('idle');
  const [error, setError] = useState<string | null>(null);
  const saved = useRef(field.value);
  const id = `client-${field.field}`;
  const long = LONG.has(field.field);

  const commit = async () => {
    if (value === saved.current) return;
    setState('saving');
    setError(null);
    try {
      await update.mutateAsync({ id: clientId, field: field.field, value });
      saved.current = value;
      setState('saved');
      toast.success(MESSAGES.clientFieldUpdated);
    } catch (failure) {
      setState('idle');
      setError(
        failure instanceof ApiError
          ? (failure.fields.value ?? failure.fields[field.field] ?? failure.message)
          : MESSAGES.oops,
      );
    }
  };

  const control = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    onChange: (event: { target: { value: string } }) => setValue(event.target.value),
    onBlur: () => void commit(),
  };

  return (
    <li
      className={
        long
          ? 'grid content-start gap-2 rounded-lg border bg-card p-4 shadow-sm sm:col-span-2'
          : 'grid content-start gap-2 rounded-lg border bg-card p-4 shadow-sm'
      }
    >
      {editable ? (
        <>
          <Label
            htmlFor={id}
            className="inline-flex items-center gap-2 text-xs tracking-wide text-muted-foreground"
          >
            {field.label}
            {state === 'saving' && (
              <LoaderCircle className="size-3.5 animate-spin" aria-label="Saving" />
            )}
            {state === 'saved' && <Check className="size-3.5 text-success" aria-label="Saved" />}
          </Label>
          {long ? (
            <Textarea rows={3} {...control} />
          ) : (
            <Input type={INPUT_TYPES[field.field] ?? 'text'} {...control} />
          )}
          {error && (
            <p id={`${id}-error`} className="text-sm text-destructive">
              {error}
            </p>
          )}
        </>
      ) : (
        <>
          <p className="text-xs font-medium tracking-wide text-muted-foreground">{field.label}</p>
          <p className="break-words whitespace-pre-line">
            {field.value || <span className="text-muted-foreground">—</span>}
          </p>
        </>
      )}
    </li>
  );
}

/** The client's details, a card per field; admins change a field by editing it in place. */
export function ProfileTab({ client, editable }: { client: ClientView; editable: boolean }) {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label="Profile fields">
      {profileFields(client).map((field) => (
        <FieldCard
          key={`${client.id}-${field.field}`}
          clientId={client.id}
          field={field}
          editable={editable}
        />
      ))}
    </ul>
  );
}
