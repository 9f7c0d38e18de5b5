export { cardForm, editorOpened, validateCard, tagsOf, CARD_LIMITS } from './model';
export type { CardValues } from './model';
export { deleteCard } from './api';
export { CardEditorForm } from './ui/CardEditorForm';
