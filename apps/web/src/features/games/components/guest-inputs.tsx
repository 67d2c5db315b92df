import { Input } from '@/components/ui/input.tsx';

/** A guest being typed in: first and last name, and an e-mail address where the form asks for one. */
export type GuestDraft = { first: string; last: string; email?: string };

const guestFields = [
  { name: 'first', label: 'Guest first name', placeholder: 'First name' },
  { name: 'last', label: 'Guest last name', placeholder: 'Last name' },
  { name: 'email', label: 'Guest e-mail (optional)', placeholder: 'E-mail (optional)' },
] as const;

/**
 * The boxes of a guest player: named for screen readers, with a short placeholder for the eye; the
 * e-mail box only where the draft has an `email`.
 */
export function GuestInputs<G extends GuestDraft>({
  guest,
  onChange,
  className,
}: {
  guest: G;
  onChange: (guest: G) => void;
  className?: string;
}) {
  return (
    <>
      {guestFields
        .filter(({ name }) => guest[name] !== undefined)
        .map(({ name, label, placeholder }) => (
          <Input
            key={name}
            aria-label={label}
            placeholder={placeholder}
            value={guest[name]}
            onChange={(e) => onChange({ ...guest, [name]: e.target.value })}
            className={className}
          />
        ))}
    </>
  );
}
