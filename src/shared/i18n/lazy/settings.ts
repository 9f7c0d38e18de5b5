import en from '../locales/en/settings.json';
import ru from '../locales/ru/settings.json';
import { registerBundle } from '../bundles';

registerBundle('settings', en, ru);
