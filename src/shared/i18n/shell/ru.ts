/** The shell's strings in Russian: a chunk of its own, so the shell carries only the current language (./languages.ts). */
import common from '../locales/ru/common.json';
import errors from '../locales/ru/errors.json';
import nav from '../locales/ru/nav.json';
import validation from '../locales/ru/validation.json';

export default { common, nav, errors, validation };
