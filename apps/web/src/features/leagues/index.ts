export { LeagueDashboardCard } from './components/league-dashboard-card.tsx';
