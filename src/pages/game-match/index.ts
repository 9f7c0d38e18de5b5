export { GameMatchPage } from './ui/GameMatchPage';
