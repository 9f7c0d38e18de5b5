/** The install offer's chunk, loaded after the first screen by ./wiring.ts: the banner and the rule behind it. */
export { InstallOffer } from './ui/InstallOffer';
export { offerLoaded } from './model';
