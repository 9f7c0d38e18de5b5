export { verificationMailSent, codeForm } from './model';
export { ResendButton } from './ui/ResendButton';
