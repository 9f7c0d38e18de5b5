/**
 * The install offer's chunk, loaded after the first screen by ./wiring.ts: the banner and, through it, the rule
 * behind it (../model.ts, whose samples run from the moment this chunk is evaluated).
 */
export { InstallOffer } from './ui/InstallOffer';
