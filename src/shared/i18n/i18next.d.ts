import 'i18next';
import type { EnglishResources } from './resources';

// English is the reference language: a key missing from it fails `tsc`; the parity test keeps Russian in step.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: EnglishResources;
  }
}
