export { WordFilters } from './ui/WordFilters';
export { WordList } from './ui/WordList';
export { WordEditor } from './ui/WordEditor';
export { WordHistory } from './ui/WordHistory';
export { WordImport } from './ui/WordImport';
export { WordSummary } from './ui/WordSummary';
export { $page, $pane, $word, addClicked, exportClicked, $exporting, importClicked, pageOpened, paneClosed } from './model';
