export { attachGame } from './api/attach-game.ts';
export { LeagueDashboardCard } from './components/league-dashboard-card.tsx';
export { SeasonPicker } from './components/season-picker.tsx';
