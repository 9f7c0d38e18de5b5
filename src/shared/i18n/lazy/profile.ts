import en from '../locales/en/profile.json';
import ru from '../locales/ru/profile.json';
import { registerBundle } from '../bundles';

registerBundle('profile', en, ru);
