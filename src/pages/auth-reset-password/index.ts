export { ResetPasswordPage } from './ui/ResetPasswordPage';
