export { installWatchStarted, tourAheadChanged } from './model';
export { InstallOffer } from './ui/InstallOffer';
export { InstallSettings } from './ui/InstallSettings';
