export {
  RESEND_THROTTLE_MS,
  resendClicked,
  verificationMailSent,
  resendFx,
  $resendAvailableAt,
  $resendPending,
  $resendFailure,
  codeForm,
} from './model';
export { ResendButton } from './ui/ResendButton';
