export { CardEditorPage } from './ui/CardEditorPage';
