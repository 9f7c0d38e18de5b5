export { FortuneEditor } from './ui/FortuneEditor';
export { FortuneList } from './ui/FortuneList';
export { fortunesOpened } from './model';
