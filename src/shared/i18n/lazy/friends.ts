import en from '../locales/en/friends.json';
import ru from '../locales/ru/friends.json';
import { registerBundle } from '../bundles';

registerBundle('friends', en, ru);
