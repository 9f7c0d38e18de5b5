import en from '../locales/en/feed.json';
import ru from '../locales/ru/feed.json';
import { registerBundle } from '../bundles';

registerBundle('feed', en, ru);
