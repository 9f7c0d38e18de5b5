export { EmailVerifiedPage } from './ui/EmailVerifiedPage';
