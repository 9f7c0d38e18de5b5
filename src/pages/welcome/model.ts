import { sample } from 'effector';
import { rejectFx } from '../../entities/level-test';
import { onboardingFinished } from '../../features/onboarding';

/**
 * "Skip the test, start at A1" is the level test's own rejection (entities/level-test: the level fixed, the user and
 * progress reloaded, then the feed); rejecting the test also ends the tour.
 */
sample({ clock: rejectFx.done, target: onboardingFinished });
