import { X } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

/**
 * The small × that removes one row of a league's lists (a co-organizer, a game) through `mutation`,
 * disabled while a removal runs; `label` says what it removes.
 */
export function RemoveButton<Item>({
  label,
  mutation,
  item,
}: {
  label: string;
  mutation: { mutate: (item: Item) => void; isPending: boolean };
  item: Item;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      disabled={mutation.isPending}
      onClick={() => mutation.mutate(item)}
    >
      <X aria-hidden />
    </Button>
  );
}
