export { EmailVerificationPage } from './ui/EmailVerificationPage';
