export { EmailVerifiedPage } from './ui/EmailVerifiedPage';
export { linkOpened, verifyLinkFx, $linkState, isLinkRejected } from './model';
