// The shell carries the wiring (the browser's install events from the start) and a stand-in for the banner; the
// offer's rule and banner load after the first screen. Settings imports InstallSettings (and the model) directly.
export { installWatchStarted, tourAheadChanged } from './wiring';
export { DeferredInstallOffer as InstallOffer } from './ui/DeferredInstallOffer';
export { InstallSettings } from './ui/InstallSettings';
