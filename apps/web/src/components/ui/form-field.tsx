import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

export const fieldErrorId = (id: string) => `${id}-error`;
export const fieldHintId = (id: string) => `${id}-hint`;

/**
 * The accessibility wiring of a control inside a FormField: invalid state and the ids of the
 * texts that describe it, so a screen reader reads the error with the field.
 */
export function fieldControlProps(id: string, { error, hint }: { error?: string; hint?: boolean } = {}) {
  const describedBy = [hint ? fieldHintId(id) : null, error ? fieldErrorId(id) : null].filter(Boolean);
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy.length ? describedBy.join(' ') : undefined,
  } as const;
}

/** What every labelled field is given: the control's id, its label, its hint and its error. */
export type FieldProps = { id: string; label: ReactNode; error?: string; hint?: ReactNode };

/** Label, control, optional hint and the field's validation message, stacked. */
export function FormField({
  id,
  label,
  error,
  hint,
  className,
  children,
}: FieldProps & { className?: string; children: ReactNode }) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id} className="block">
        {label}
      </Label>
      {children}
      {hint ? (
        <p id={fieldHintId(id)} className="text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A field's validation message; also used under controls that are not a single input (radio cards). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={fieldErrorId(id)} className="text-sm text-red-700">
      {error}
    </p>
  );
}

/** A FormField holding one text input, wired to its label, hint and error; the rest goes to the input. */
export function InputField({
  id,
  label,
  error,
  hint,
  ...input
}: FieldProps & Omit<ComponentProps<'input'>, 'id'>) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Input {...fieldControlProps(id, { error, hint: Boolean(hint) })} {...input} />
    </FormField>
  );
}

/** A FormField holding a multi-line text box, wired like InputField; `className` adds to the box's look. */
export function TextareaField({
  id,
  label,
  error,
  hint,
  className,
  ...textarea
}: FieldProps & Omit<ComponentProps<'textarea'>, 'id'>) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <textarea
        className={cn('w-full rounded-lg border border-stone-300 px-3 py-2 text-sm', className)}
        {...fieldControlProps(id, { error, hint: Boolean(hint) })}
        {...textarea}
      />
    </FormField>
  );
}
