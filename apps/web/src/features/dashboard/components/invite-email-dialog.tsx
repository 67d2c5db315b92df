import { zodResolver } from '@hookform/resolvers/zod';
import { gameMessages, limits, productInviteRequestSchema } from '@pokerhome/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { ProductInviteFields, type ProductInviteForm } from '@/features/players';
import { useInviteUser } from '../api/invite-user.ts';

const closeAfterMs = 2000;

/** Invite-by-e-mail dialog: e-mail, optional name and message (500, live counter). */
export function InviteEmailDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const invite = useInviteUser();
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const form: ProductInviteForm = useForm({
    resolver: zodResolver(productInviteRequestSchema),
    defaultValues: { inviteeEmail: '', inviteeName: '', message: '' },
  });
  const length = (form.watch('message') ?? '').length;

  useEffect(() => {
    if (!open) {
      form.reset();
      setResult(null);
    }
  }, [open, form]);

  useEffect(() => {
    if (result?.tone !== 'success') return;
    const timer = setTimeout(() => onOpenChange(false), closeAfterMs);
    return () => clearTimeout(timer);
  }, [result, onOpenChange]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await invite.mutateAsync({
        inviteeEmail: values.inviteeEmail,
        ...(values.inviteeName ? { inviteeName: values.inviteeName } : {}),
        ...(values.message ? { message: values.message } : {}),
      });
      setResult({ tone: 'success', text: gameMessages.inviteSent(values.inviteeEmail) });
    } catch (error) {
      // The server's reason (already a member, already pending) says more than the generic line.
      const reason = error instanceof Error && error.message ? ` ${error.message}` : '';
      setResult({ tone: 'danger', text: `${gameMessages.inviteFailed}${reason}` });
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Invite Players</DialogTitle>
        <DialogDescription>Send someone an e-mail invitation to join PokerHome.</DialogDescription>
        <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
          {result && <Alert tone={result.tone}>{result.text}</Alert>}
          <ProductInviteFields
            form={form}
            emailLabel="Email"
            messageLabel="Personal message (optional)"
            messageHint={`${length}/${limits.inviteMessageMax}`}
          />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={invite.isPending || result?.tone === 'success'}>
              Send Invitation
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
