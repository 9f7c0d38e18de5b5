// The tour's wiring: rejecting the level test from it ends the tour.
import './model';
export { WelcomePage } from './ui/WelcomePage';
