import en from '../locales/en/adminWords.json';
import ru from '../locales/ru/adminWords.json';
import { registerBundle } from '../bundles';

registerBundle('adminWords', en, ru);
