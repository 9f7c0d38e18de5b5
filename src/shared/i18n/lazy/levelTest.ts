import en from '../locales/en/levelTest.json';
import ru from '../locales/ru/levelTest.json';
import { registerBundle } from '../bundles';

registerBundle('levelTest', en, ru);
