export { cardForm, editorOpened } from './model';
export { deleteCard } from './api';
export { CardEditorForm } from './ui/CardEditorForm';
