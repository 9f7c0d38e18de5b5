export { WelcomePage } from './ui/WelcomePage';
