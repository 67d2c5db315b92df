import {
  type Contact,
  contactNotices,
  type ProductInvitation,
  type ProductInviteRequest,
} from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  contactsApi,
  contactsQueryKey,
  invitationsQueryKey,
  participationQueryKey,
} from '../api/contacts.ts';
import { type AddAttempt, addContactsNotice } from '../utils/add-contacts-outcome.ts';
import type { PushNotice } from './use-notices.ts';

const reason = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Every contact and invitation change of the players page, each ending in its notice (docs/players.md). */
export function useContactActions(push: PushNotice) {
  const queryClient = useQueryClient();
  const refresh = (...keys: (readonly string[])[]) =>
    Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  const addContacts = useMutation({
    mutationFn: async ({
      people,
      known,
    }: {
      people: { id: string; email: string | null }[];
      known: Contact[];
    }) => {
      const fresh = people.filter((p) => !known.some((c) => c.contactId === p.id));
      if (fresh.length === 0) {
        push(contactNotices.allAlreadyContacts, 'info');
        return;
      }
      const attempts = await Promise.all(
        fresh.map((p) =>
          contactsApi.add(p.id, p.email).then(
            (): AddAttempt => ({ ok: true }),
            (e): AddAttempt => ({ ok: false, message: reason(e) }),
          ),
        ),
      );
      const notice = addContactsNotice(attempts);
      if (notice) push(notice.text, notice.tone);
      await refresh(contactsQueryKey);
    },
  });

  const invite = useMutation({
    mutationFn: (body: ProductInviteRequest) => contactsApi.invite(body),
    onSuccess: async ({ invitation }) => {
      push(contactNotices.invitationSent(invitation.inviteeEmail));
      await refresh(invitationsQueryKey);
    },
  });

  const resend = useMutation({
    mutationFn: (invitation: ProductInvitation) => contactsApi.resend(invitation.id),
    onSuccess: ({ invitation }) => push(contactNotices.invitationResent(invitation.inviteeEmail)),
    onError: (e) => push(contactNotices.resendFailed(reason(e)), 'error'),
    onSettled: () => refresh(invitationsQueryKey),
  });

  const cancel = useMutation({
    mutationFn: (invitation: ProductInvitation) => contactsApi.cancel(invitation.id),
    onSuccess: ({ invitation }) => push(contactNotices.invitationCancelled(invitation.inviteeEmail)),
    onError: (e) => push(contactNotices.cancelFailed(reason(e)), 'error'),
    onSettled: () => refresh(invitationsQueryKey),
  });

  const remove = useMutation({
    mutationFn: async (contact: Contact | undefined) => {
      if (!contact?.id) throw new Error(contactNotices.missingContact);
      await contactsApi.remove(contact.id);
      return contact;
    },
    onSuccess: (contact) => push(contactNotices.removed(contact.name)),
    onError: (e, contact) =>
      push(
        contact ? contactNotices.removeFailed(contact.name, reason(e)) : contactNotices.missingContact,
        'error',
      ),
    onSettled: () => refresh(contactsQueryKey, participationQueryKey),
  });

  const update = useMutation({
    mutationFn: ({ id, notes, tags }: { id: string; notes: string; tags: string[] }) =>
      contactsApi.update(id, { notes, tags }),
    onSuccess: () => refresh(contactsQueryKey),
  });

  return { addContacts, invite, resend, cancel, remove, update };
}
