import en from '../locales/en/stories.json';
import ru from '../locales/ru/stories.json';
import { registerBundle } from '../bundles';

registerBundle('stories', en, ru);
