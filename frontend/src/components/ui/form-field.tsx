import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Label } from './label';

/** What FormField gives its control: the label's target, the invalid state and the help texts. */
export type FieldControlProps = {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
};

type ControlElement = ReactElement<{
  id?: string;
  'aria-describedby'?: string;
}>;

type FormFieldProps = {
  label: ReactNode;
  /** The validation message (react-hook-form's `errors.x?.message`); marks the control invalid. */
  error?: string;
  hint?: ReactNode;
  /** Shows a marker after the label and sets aria-required on the control. */
  required?: boolean;
  className?: string;
  /**
   * One control element (it is cloned with id and aria-*; an id it already has is kept), or a
   * render function for composite controls such as Select: `{(field) => <SelectTrigger {...field} />}`.
   */
  children: ControlElement | ((field: FieldControlProps) => ReactNode);
};

export function FormField({ label, error, hint, required, className, children }: FormFieldProps) {
  const generatedId = useId();
  const ownId = typeof children === 'function' ? undefined : children.props.id;
  const id = ownId ?? `${generatedId}-control`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const ownDescribedBy =
    typeof children === 'function' ? undefined : children.props['aria-describedby'];
  const describedBy =
    [ownDescribedBy, error && errorId, hint && hintId].filter(Boolean).join(' ') || undefined;

  const field: FieldControlProps = {
    id,
    ...(error ? { 'aria-invalid': true } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(required ? { 'aria-required': true } : {}),
  };

  return (
    <div className={cn('grid gap-1.5', className)} data-slot="form-field">
      <Label htmlFor={id}>
        {label}
        {required && (
          <span className="ml-0.5 text-destructive" aria-hidden="true">
            *
          </span>
        )}
      </Label>
      {typeof children === 'function' ? children(field) : cloneElement(children, field)}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
