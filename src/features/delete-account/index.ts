export { DeleteAccount } from './ui/DeleteAccount';
