export { GameSeriesLink } from './components/game-series-link.tsx';
