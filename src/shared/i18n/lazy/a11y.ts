import en from '../locales/en/a11y.json';
import ru from '../locales/ru/a11y.json';
import { registerBundle } from '../bundles';

registerBundle('a11y', en, ru);
