import en from '../locales/en/reports.json';
import ru from '../locales/ru/reports.json';
import { registerBundle } from '../bundles';

registerBundle('reports', en, ru);
