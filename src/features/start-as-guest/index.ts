export { startAsGuestClicked, continueAfterGuestFx } from './model';
export { StartAsGuestButton } from './ui/StartAsGuestButton';
