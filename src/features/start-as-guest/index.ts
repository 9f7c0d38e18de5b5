export { startAsGuestClicked } from './model';
export { StartAsGuestButton } from './ui/StartAsGuestButton';
