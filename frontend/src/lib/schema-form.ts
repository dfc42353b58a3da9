import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';
import { MESSAGES } from '@shared/messages';
import { ApiError } from './api-client';

/** A form of text inputs: every value is what the person typed (the server parses it again). */
export type TextValues = Record<string, string>;

/**
 * The form-wide message of a shared schema: `requireFields` puts the spec's one alert ('Fill in
 * at least Name, Contact Person, Phone') at the root, the field messages under each field.
 */
export function rootIssue(schema: z.ZodType, values: unknown): string | null {
  const parsed = schema.safeParse(values);
  if (parsed.success) return null;
  return parsed.error.issues.find((issue) => issue.path.length === 0)?.message ?? null;
}

/**
 * react-hook-form on a shared zod body: the fields are checked by the server's own schema, the
 * values sent are the text typed ('1,250.50' stays as typed: the server turns it into cents),
 * the spec's alert shows above the buttons, and a failed call puts the server's message there
 * and its field messages under the fields. `submitWith` may swap the schema per button.
 * Besides text, a form may hold lists of text (a dialog's lines, with `useFieldArray`).
 */
export function useSchemaForm<T extends FieldValues>(schema: z.ZodType, defaultValues: T) {
  const current = useRef(schema);
  const resolver: Resolver<T> = (values, context, options) =>
    (
      zodResolver(current.current as z.ZodObject, undefined, {
        raw: true,
      }) as unknown as Resolver<T>
    )(values, context, options);
  const form = useForm<T>({ resolver, defaultValues: defaultValues as DefaultValues<T> });
  const [alert, setAlert] = useState<string | null>(null);

  /** Applies a failed call to the form; rethrows nothing. */
  const fail = (error: unknown) => {
    if (error instanceof ApiError) {
      for (const [name, message] of Object.entries(error.fields))
        if (name in defaultValues) form.setError(name as Path<T>, { message });
      setAlert(error.message);
    } else setAlert(MESSAGES.oops);
  };

  const submitWith = (chosen: z.ZodType, run: (values: T) => Promise<void>) => {
    current.current = chosen;
    return form.handleSubmit(
      async (values) => {
        setAlert(null);
        try {
          await run(values);
        } catch (error) {
          fail(error);
        }
      },
      (errors) => {
        const root = rootIssue(chosen, form.getValues());
        // A form whose alert is its field message (the client's name) says it once.
        // (zodResolver files the alert itself under the empty name: that one does not count.)
        const repeated = Object.entries(errors).some(
          ([name, error]) => name !== '' && error?.message === root,
        );
        setAlert(repeated ? null : root);
      },
    )();
  };

  const reset = () => {
    form.reset();
    setAlert(null);
  };

  return { form, alert, setAlert, submitWith, reset };
}

/**
 * A field's own message, unless the form's alert already says it: forms whose spec gives one
 * alert (a note's 'title and body', a ban's reason) say it once, above the buttons.
 */
export const ownError = (error: string | undefined, alert: string | null) =>
  error && error !== alert ? error : undefined;
