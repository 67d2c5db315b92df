import type { Ledger, LedgerEntry } from '@pokerhome/domain';
import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';

/** What a dialog changing one ledger entry is opened with. */
export type EntryChangeProps = { ledger: Ledger; entry: LedgerEntry; onClose: () => void };

/**
 * The dialog of a change to one ledger entry (reverse it, correct it): the entry named, the
 * change's fields, Cancel and the action. The entry itself is never edited (docs/ledger.md).
 */
export function EntryChangeDialog({
  title,
  description,
  onSubmit,
  onClose,
  action,
  pending,
  children,
}: {
  title: string;
  description: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  action: string;
  pending: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <form noValidate className="mt-4 space-y-3" onSubmit={onSubmit}>
          {children}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {action}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
