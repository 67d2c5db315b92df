export { contactsApi, contactsQueryOptions, invitationsQueryKey } from './api/contacts.ts';
export { InvitationPanel, type Invitee } from './components/invitation-panel.tsx';
