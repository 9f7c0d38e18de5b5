export { installWatchStarted } from './model';
export { InstallOffer } from './ui/InstallOffer';
export { InstallSettings } from './ui/InstallSettings';
