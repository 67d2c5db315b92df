import { X } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

/** The small × that removes one row of a league's lists (a member, a co-organizer, a game); `label` says what it removes. */
export function RemoveButton({
  label,
  disabled,
  onClick,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} disabled={disabled} onClick={onClick}>
      <X aria-hidden />
    </Button>
  );
}
