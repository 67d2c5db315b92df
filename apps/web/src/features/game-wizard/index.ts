export { GameWizard } from './components/game-wizard.tsx';
