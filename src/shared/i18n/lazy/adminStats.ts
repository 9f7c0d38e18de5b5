import en from '../locales/en/adminStats.json';
import ru from '../locales/ru/adminStats.json';
import { registerBundle } from '../bundles';

registerBundle('adminStats', en, ru);
