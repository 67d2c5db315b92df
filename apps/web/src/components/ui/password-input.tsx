import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { cn } from '@/lib/cn.ts';
import { FormField, fieldControlProps } from './form-field.tsx';
import { Input } from './input.tsx';

/** A password box with a show/hide toggle, so a long password can be checked before sending. */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={cn('pr-11', className)} {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        aria-controls={props.id}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-stone-500 hover:text-stone-800"
      >
        {visible ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
      </button>
    </div>
  );
}

/**
 * A labelled password field: the box wired to its label, hint and error for screen readers.
 * `input` is what the form library registers (name, ref, handlers); `children` go under the box.
 */
export function PasswordField({
  id,
  label,
  error,
  hint,
  autoComplete = 'new-password',
  input,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  autoComplete?: 'new-password' | 'current-password';
  input: ComponentProps<'input'>;
  children?: ReactNode;
}) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <PasswordInput
        autoComplete={autoComplete}
        {...fieldControlProps(id, { error, hint: Boolean(hint) })}
        {...input}
      />
      {children}
    </FormField>
  );
}
