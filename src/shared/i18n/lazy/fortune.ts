import en from '../locales/en/fortune.json';
import ru from '../locales/ru/fortune.json';
import { registerBundle } from '../bundles';

registerBundle('fortune', en, ru);
