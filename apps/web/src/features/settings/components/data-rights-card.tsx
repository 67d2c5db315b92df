import { zodResolver } from '@hookform/resolvers/zod';
import { type DeleteAccountRequest, deleteAccountRequestSchema } from '@pokerhome/domain';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { CurrentPasswordField } from '@/features/auth';
import { applyServerFieldErrors } from '@/lib/form-errors.ts';
import { downloadMyData, useDeleteAccount } from '../api/account-data.ts';

function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteAccount();
  const form = useForm<DeleteAccountRequest>({
    resolver: zodResolver(deleteAccountRequestSchema),
    defaultValues: { password: '' },
  });
  const error = form.formState.errors.password?.message;
  const submit = form.handleSubmit(async (values) => {
    try {
      await remove.mutateAsync(values);
    } catch (e) {
      applyServerFieldErrors(e, form.setError, ['password']);
      if (!form.formState.errors.password) toast.error(e instanceof Error ? e.message : String(e));
    }
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Delete your account?</DialogTitle>
        <DialogDescription>
          This removes your profile, sessions, contacts, the games you host and your places in other games. It
          cannot be undone. Download your data first if you want to keep a copy.
        </DialogDescription>
        <form onSubmit={submit} noValidate className="mt-4 space-y-4">
          <CurrentPasswordField
            id="delete-password"
            label="Your password"
            error={error}
            input={form.register('password')}
          />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
              Keep my account
            </Button>
            <Button type="submit" variant="destructive" disabled={remove.isPending}>
              Delete my account
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The data-subject rights the legal pages promise (GDPR access, portability, erasure), self-served. */
export function DataRightsCard() {
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadMyData();
    } catch (e) {
      toast.error(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card aria-labelledby="data-title">
      <CardHeader>
        <CardTitle id="data-title">Your data</CardTitle>
        <CardDescription>
          Download everything PokerHome holds about you as a JSON file, or delete your account and its data.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={download} disabled={busy}>
          <Download aria-hidden /> Download my data
        </Button>
        <Button variant="destructive" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden /> Delete my account
        </Button>
      </CardContent>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
    </Card>
  );
}
