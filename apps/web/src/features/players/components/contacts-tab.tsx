import { contactNotices } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Input } from '@/components/ui/input.tsx';
import { contactsQueryOptions, invitationsQueryOptions } from '../api/contacts.ts';
import type { useContactActions } from '../hooks/use-contact-actions.ts';
import type { PushNotice } from '../hooks/use-notices.ts';
import { matchLocally } from '../utils/recent-contacts.ts';
import { ContactCard } from './contact-card.tsx';
import { PendingInvitations } from './pending-invitations.tsx';
import { SelectGameDialog } from './select-game-dialog.tsx';

/** All Contacts: filter, pick some to invite to a game, edit or remove; pending invitations below. */
export function ContactsTab({
  actions,
  push,
}: {
  actions: ReturnType<typeof useContactActions>;
  push: PushNotice;
}) {
  const contacts = useQuery(contactsQueryOptions());
  const invitations = useQuery(invitationsQueryOptions());
  const [filter, setFilter] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const all = contacts.data ?? [];
  const shown = filter.trim() ? matchLocally(all, filter) : all;
  const chosen = all.filter((c) => selected.has(c.id));

  const select = (id: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Input
          aria-label="Filter contacts"
          placeholder="Filter by name, username or e-mail"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          className="max-w-sm"
        />
        <SelectGameDialog contacts={chosen} push={push} />
      </div>
      {contacts.isError ? (
        <Alert tone="danger">{contacts.error.message}</Alert>
      ) : contacts.isPending ? (
        <p className="text-sm text-stone-600">Loading contacts…</p>
      ) : shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 p-8 text-center text-stone-600">
          No contacts found
        </p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2" aria-label="Contacts">
          {shown.map((contact) => (
            <ContactCard
              key={contact.id}
              contact={contact}
              selected={selected.has(contact.id)}
              onSelect={(on) => select(contact.id, on)}
              onRemove={() => {
                if (!contact.id) return push(contactNotices.missingContact, 'error');
                select(contact.id, false);
                actions.remove.mutate(contact);
              }}
              onSave={(values) => actions.update.mutateAsync({ id: contact.id, ...values })}
            />
          ))}
        </ul>
      )}
      <PendingInvitations
        invitations={invitations.data}
        busy={actions.resend.isPending || actions.cancel.isPending}
        onResend={(inv) => actions.resend.mutate(inv)}
        onCancel={(inv) => actions.cancel.mutate(inv)}
      />
    </div>
  );
}
