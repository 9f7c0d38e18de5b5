export { deleteForm, deleteOpened, deleteClosed, $deleteOpen, DELETE_WORD } from './model';
export type { DeleteValues } from './model';
export { DeleteAccount } from './ui/DeleteAccount';
