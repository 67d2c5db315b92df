import { Button, type ButtonProps } from './button.tsx';

/** What the button needs of a TanStack mutation that takes no input. */
type Runnable = { mutate: () => void; isPending: boolean };

/**
 * A button that runs a mutation and is disabled while it runs, so a second click cannot send the
 * request twice; `disabled` adds the caller's own reasons.
 */
export function MutationButton({
  mutation,
  disabled,
  ...props
}: Omit<ButtonProps, 'onClick'> & { mutation: Runnable }) {
  return <Button {...props} disabled={disabled || mutation.isPending} onClick={() => mutation.mutate()} />;
}
