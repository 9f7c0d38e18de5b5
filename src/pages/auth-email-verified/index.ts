export { EmailVerifiedPage } from './ui/EmailVerifiedPage';
export { linkOpened, $linkState } from './model';
