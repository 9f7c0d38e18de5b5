import en from '../locales/en/auth.json';
import ru from '../locales/ru/auth.json';
import { registerBundle } from '../bundles';

registerBundle('auth', en, ru);
