export { installWatchStarted, $installMode, $promptState, $offerVisible } from './model';
export type { BeforeInstallPromptEvent } from './model';
export { InstallOffer } from './ui/InstallOffer';
export { InstallSettings } from './ui/InstallSettings';
