import 'i18next';
import type { resources } from './resources';

// English is the reference language: a key missing from it fails `tsc`; the parity test keeps Russian in step.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['en'];
  }
}
