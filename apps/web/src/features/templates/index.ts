export { OrganizerUpgrade } from './components/organizer-upgrade.tsx';
