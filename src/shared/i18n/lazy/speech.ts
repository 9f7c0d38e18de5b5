import en from '../locales/en/speech.json';
import ru from '../locales/ru/speech.json';
import { registerBundle } from '../bundles';

registerBundle('speech', en, ru);
