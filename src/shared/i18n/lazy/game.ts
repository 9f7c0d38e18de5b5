import en from '../locales/en/game.json';
import ru from '../locales/ru/game.json';
import { registerBundle } from '../bundles';

registerBundle('game', en, ru);
