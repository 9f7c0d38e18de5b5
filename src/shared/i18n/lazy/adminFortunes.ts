import en from '../locales/en/adminFortunes.json';
import ru from '../locales/ru/adminFortunes.json';
import { registerBundle } from '../bundles';

registerBundle('adminFortunes', en, ru);
