export { contactsQueryOptions, invitationsQueryKey } from './api/contacts.ts';
export { InvitationPanel, type Invitee } from './components/invitation-panel.tsx';
export { ProductInviteFields, type ProductInviteForm } from './components/product-invite-fields.tsx';
