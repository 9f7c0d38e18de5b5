/** The shell's strings in English: a chunk of its own, so the shell carries only the current language (./languages.ts). */
import common from '../locales/en/common.json';
import errors from '../locales/en/errors.json';
import nav from '../locales/en/nav.json';
import validation from '../locales/en/validation.json';

export default { common, nav, errors, validation };
