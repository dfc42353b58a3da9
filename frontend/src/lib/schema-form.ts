import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Mode,
  type Path,
  type Resolver,
  type UseFormReturn,
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
 * When the form checks (react-hook-form's): on submit by default, as the person types with
 * `mode: 'onChange'`; after a failed submit on every change unless `reValidateMode` says not.
 */
export type SchemaFormOptions = {
  mode?: Mode;
  reValidateMode?: 'onChange' | 'onBlur' | 'onSubmit';
};

export type SchemaForm<In extends FieldValues, Out extends FieldValues> = {
  form: UseFormReturn<In, unknown, Out>;
  alert: string | null;
  setAlert: (alert: string | null) => void;
  /** Checks the values with `chosen` (this submit and the re-checks after it), then runs `run`. */
  submitWith: (chosen: z.ZodType, run: (values: Out) => Promise<void>) => Promise<void>;
  /** Applies a failed call: the server's field messages under the fields, its message above. */
  fail: (error: unknown) => void;
  reset: () => void;
};

/**
 * react-hook-form on a shared zod body: THE way a form is made (no form builds its own
 * resolver). The fields are checked by the server's own schema; by default the values sent are
 * the text typed ('1,250.50' stays as typed: the server turns it into cents); with
 * `{ parse: true }` they are what the schema makes of them (trimmed, lower-cased, numbers), typed
 * as its output. The form's own values may be typed apart from the schema's input (a file not yet
 * chosen is null; the schema takes anything and says what is missing). The spec's alert shows above the buttons, and a failed call puts the server's
 * message there and its field messages under the fields. `submitWith` may swap the schema per
 * button; a schema built per render (a table's columns) is followed. Besides text, a form may
 * hold lists of text (a dialog's lines, with `useFieldArray`).
 */
export function useSchemaForm<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodType<Out>,
  defaultValues: In,
  options: SchemaFormOptions & { parse: true },
): SchemaForm<In, Out>;
export function useSchemaForm<T extends FieldValues>(
  schema: z.ZodType,
  defaultValues: T,
  options?: SchemaFormOptions & { parse?: false },
): SchemaForm<T, T>;
export function useSchemaForm<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodType,
  defaultValues: In,
  { mode, reValidateMode, parse = false }: SchemaFormOptions & { parse?: boolean } = {},
): SchemaForm<In, Out> {
  // A button's own schema (submitWith), kept for the re-checks after that submit.
  const chosen = useRef<z.ZodType | null>(null);
  // The one cast: zodResolver's types follow `raw`, which is known here only at run time.
  const resolver: Resolver<In, unknown, Out> = (values, context, options) =>
    (
      zodResolver((chosen.current ?? schema) as z.ZodType<FieldValues, FieldValues>, undefined, {
        raw: !parse,
      } as { raw: true }) as unknown as Resolver<In, unknown, Out>
    )(values, context, options);
  const form = useForm<In, unknown, Out>({
    resolver,
    defaultValues: defaultValues as DefaultValues<In>,
    // Only what is given: an undefined option would replace react-hook-form's default.
    ...(mode && { mode }),
    ...(reValidateMode && { reValidateMode }),
  });
  const [alert, setAlert] = useState<string | null>(null);

  /** Applies a failed call to the form; rethrows nothing. */
  const fail = (error: unknown) => {
    if (error instanceof ApiError) {
      for (const [name, message] of Object.entries(error.fields))
        if (name in defaultValues) form.setError(name as Path<In>, { message });
      setAlert(error.message);
    } else setAlert(MESSAGES.oops);
  };

  const submitWith = (picked: z.ZodType, run: (values: Out) => Promise<void>) => {
    chosen.current = picked === schema ? null : picked;
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
        const root = rootIssue(picked, form.getValues());
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

  return { form, alert, setAlert, submitWith, fail, reset };
}

/**
 * A field's own message, unless the form's alert already says it: forms whose spec gives one
 * alert (a note's 'title and body', a ban's reason) say it once, above the buttons.
 */
export const ownError = (error: string | undefined, alert: string | null) =>
  error && error !== alert ? error : undefined;
