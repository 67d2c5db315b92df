import { zodResolver } from '@hookform/resolvers/zod';
import { type Contact, productInviteRequestSchema } from '@pokerhome/domain';
import { UserPlus, X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import type { useContactActions } from '../hooks/use-contact-actions.ts';
import { rememberRecentContact } from '../utils/recent-contacts.ts';
import { ProductInviteFields, type ProductInviteForm } from './product-invite-fields.tsx';
import { type FoundUser, UserSearchList } from './user-search-list.tsx';

type Actions = ReturnType<typeof useContactActions>;

/** Add Contact (docs/players.md): Search Existing Users to add several at once, or Invite New User by e-mail. */
export function AddContactDialog({ contacts, actions }: { contacts: Contact[]; actions: Actions }) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<FoundUser[]>([]);
  const close = () => {
    setOpen(false);
    setPicked([]);
  };
  const toggle = (u: FoundUser) =>
    setPicked((all) => (all.some((p) => p.id === u.id) ? all.filter((p) => p.id !== u.id) : [...all, u]));
  const addPicked = async () => {
    for (const u of picked) rememberRecentContact({ id: u.id, name: u.name, email: u.email });
    await actions.addContacts.mutateAsync({ people: picked, known: contacts });
    close();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <Button onClick={() => setOpen(true)}>
        <UserPlus aria-hidden /> Add Contact
      </Button>
      <DialogContent className="max-w-xl">
        <DialogTitle>Add Contact</DialogTitle>
        <DialogDescription>
          Add people who already play here, or invite someone new by e-mail.
        </DialogDescription>
        <Tabs defaultValue="search" className="mt-4">
          <TabsList>
            <TabsTrigger value="search">Search Existing Users</TabsTrigger>
            <TabsTrigger value="invite">Invite New User</TabsTrigger>
          </TabsList>
          <TabsContent value="search" className="space-y-3">
            <UserSearchList
              label="Find a player"
              onPick={toggle}
              isPicked={(id) => picked.some((p) => p.id === id)}
            />
            {picked.length > 0 && (
              <ul className="flex flex-wrap gap-2" aria-label="Selected users">
                {picked.map((p) => (
                  <li
                    key={p.id}
                    className="inline-flex items-center gap-1 rounded-full bg-felt-50 px-3 py-1 text-sm"
                  >
                    {p.name}
                    <button type="button" aria-label={`Remove ${p.name}`} onClick={() => toggle(p)}>
                      <X aria-hidden className="size-3.5" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <div className="flex justify-end gap-2">
              <Button type="button" variant="secondary" onClick={close}>
                Cancel
              </Button>
              <Button
                type="button"
                disabled={picked.length === 0 || actions.addContacts.isPending}
                onClick={addPicked}
              >
                Add {picked.length || ''} Contact{picked.length === 1 ? '' : 's'}
              </Button>
            </div>
          </TabsContent>
          <TabsContent value="invite">
            <InviteNewUserForm actions={actions} onDone={close} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

/** Contact invite (docs/players.md): e-mail required, name and message optional. */
function InviteNewUserForm({ actions, onDone }: { actions: Actions; onDone: () => void }) {
  const form: ProductInviteForm = useForm({
    resolver: zodResolver(productInviteRequestSchema),
    defaultValues: { inviteeEmail: '', inviteeName: '', message: '' },
  });
  const e = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    try {
      await actions.invite.mutateAsync(values);
      form.reset();
      onDone();
    } catch (error) {
      form.setError('root', { message: error instanceof Error ? error.message : String(error) });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      {e.root?.message && <Alert tone="danger">{e.root.message}</Alert>}
      <ProductInviteFields
        form={form}
        emailLabel="Email address"
        messageLabel="Message (optional)"
        capped
        textareaClassName="aria-invalid:border-red-600"
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          Send Invitation
        </Button>
      </div>
    </form>
  );
}
