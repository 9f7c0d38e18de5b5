import en from '../locales/en/onboarding.json';
import ru from '../locales/ru/onboarding.json';
import { registerBundle } from '../bundles';

registerBundle('onboarding', en, ru);
