export { ForgotPasswordPage } from './ui/ForgotPasswordPage';
export { forgotForm, $forgotSent } from './model';
