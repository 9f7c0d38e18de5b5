import en from '../locales/en/progress.json';
import ru from '../locales/ru/progress.json';
import { registerBundle } from '../bundles';

registerBundle('progress', en, ru);
