import en from '../locales/en/pages.json';
import ru from '../locales/ru/pages.json';
import { registerBundle } from '../bundles';

registerBundle('pages', en, ru);
