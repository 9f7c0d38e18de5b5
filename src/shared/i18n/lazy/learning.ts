import en from '../locales/en/learning.json';
import ru from '../locales/ru/learning.json';
import { registerBundle } from '../bundles';

registerBundle('learning', en, ru);
