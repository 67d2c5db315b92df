export { InvitationPanel, type Invitee } from './components/invitation-panel.tsx';
