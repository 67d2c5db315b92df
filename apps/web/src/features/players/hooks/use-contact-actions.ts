import {
  type Contact,
  contactNotices,
  type ProductInvitation,
  type ProductInviteRequest,
  playersContract,
} from '@pokerhome/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEndpointMutation } from '@/lib/endpoint-mutation.ts';
import { addContact, contactsQueryKey, invitationsQueryKey, participationQueryKey } from '../api/contacts.ts';
import { type AddAttempt, addContactsNotice } from '../utils/add-contacts-outcome.ts';
import type { PushNotice } from './use-notices.ts';

const endpoints = playersContract;
const reason = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Every contact and invitation change of the players page, each ending in its notice (docs/players.md). */
export function useContactActions(push: PushNotice) {
  const queryClient = useQueryClient();
  const refresh = (...keys: (readonly string[])[]) =>
    Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  // A plain useMutation: it calls the add entry once per person picked and reports them together.
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
          addContact(p.id, p.email).then(
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

  const invite = useEndpointMutation(endpoints.invite, {
    toCall: (body: ProductInviteRequest) => ({ body }),
    onSuccess: async ({ invitation }) => {
      push(contactNotices.invitationSent(invitation.inviteeEmail));
      await refresh(invitationsQueryKey);
    },
  });

  const resend = useEndpointMutation(endpoints.resendInvitation, {
    toCall: (invitation: ProductInvitation) => ({ params: { id: invitation.id } }),
    onSuccess: ({ invitation }) => push(contactNotices.invitationResent(invitation.inviteeEmail)),
    onError: (e) => push(contactNotices.resendFailed(reason(e)), 'error'),
    invalidates: invitationsQueryKey,
  });

  const cancel = useEndpointMutation(endpoints.cancelInvitation, {
    toCall: (invitation: ProductInvitation) => ({ params: { id: invitation.id } }),
    onSuccess: ({ invitation }) => push(contactNotices.invitationCancelled(invitation.inviteeEmail)),
    onError: (e) => push(contactNotices.cancelFailed(reason(e)), 'error'),
    invalidates: invitationsQueryKey,
  });

  // Contacts and participation are both read again once the call settles, success or failure.
  const remove = useEndpointMutation(endpoints.removeContact, {
    toCall: (contact: Contact | undefined) => {
      if (!contact?.id) throw new Error(contactNotices.missingContact);
      return { params: { id: contact.id } };
    },
    onSuccess: (_removed, contact) => {
      if (contact) push(contactNotices.removed(contact.name));
      return refresh(contactsQueryKey, participationQueryKey);
    },
    onError: (e, contact) => {
      push(
        contact ? contactNotices.removeFailed(contact.name, reason(e)) : contactNotices.missingContact,
        'error',
      );
      return refresh(contactsQueryKey, participationQueryKey);
    },
  });

  const update = useEndpointMutation(endpoints.updateContact, {
    toCall: ({ id, notes, tags }: { id: string; notes: string; tags: string[] }) => ({
      params: { id },
      body: { notes, tags },
    }),
    onSuccess: () => refresh(contactsQueryKey),
  });

  return { addContacts, invite, resend, cancel, remove, update };
}
