import en from '../locales/en/cards.json';
import ru from '../locales/ru/cards.json';
import { registerBundle } from '../bundles';

registerBundle('cards', en, ru);
