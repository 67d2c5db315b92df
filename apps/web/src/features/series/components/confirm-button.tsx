import { type ReactNode, useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';

/** A button that asks first: for what tells players by e-mail and cannot be undone. */
export function ConfirmButton({
  label,
  title,
  description,
  confirm,
  keep,
  pending,
  onConfirm,
  variant = 'destructive',
  size,
  'aria-label': ariaLabel,
}: {
  label: ReactNode;
  title: string;
  description: string;
  confirm: string;
  keep: string;
  pending: boolean;
  onConfirm: () => Promise<unknown>;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  'aria-label'?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant={variant} size={size} aria-label={ariaLabel} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {keep}
          </Button>
          <Button
            variant="destructive"
            disabled={pending}
            onClick={() =>
              onConfirm().then(
                () => setOpen(false),
                () => undefined,
              )
            }
          >
            {confirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
