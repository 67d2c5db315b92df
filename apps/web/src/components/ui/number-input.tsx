import type { ComponentProps } from 'react';
import { type FieldProps, FormField, fieldControlProps } from './form-field.tsx';
import { Input } from './input.tsx';

/** What a number box holds: its text as a number, and an empty box as NaN (the schema says it is missing). */
export const numberFromInput = (text: string) => (text === '' ? Number.NaN : Number(text));

type NumberProps = {
  value: number;
  onValueChange: (value: number) => void;
} & Omit<ComponentProps<'input'>, 'type' | 'value' | 'onChange'>;

/**
 * A number box that keeps a number: NaN (nothing typed) shows as an empty box, and what is typed
 * comes back as a number, so the form's schema judges it.
 */
export function NumberInput({ value, onValueChange, ...input }: NumberProps) {
  return (
    <Input
      type="number"
      value={Number.isFinite(value) ? value : ''}
      onChange={(ev) => onValueChange(numberFromInput(ev.target.value))}
      {...input}
    />
  );
}

/** A labelled NumberInput wired to its label, hint and error, as InputField is for text. */
export function NumberField({ id, label, error, hint, ...input }: FieldProps & NumberProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <NumberInput {...fieldControlProps(id, { error, hint: Boolean(hint) })} {...input} />
    </FormField>
  );
}
