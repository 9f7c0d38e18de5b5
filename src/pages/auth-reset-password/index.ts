export { ResetPasswordPage } from './ui/ResetPasswordPage';
export { resetForm, validateReset, $resetDone } from './model';
