import en from '../locales/en/typing.json';
import ru from '../locales/ru/typing.json';
import { registerBundle } from '../bundles';

registerBundle('typing', en, ru);
