export { $identities } from './model';
export { LinkedAccounts } from './ui/LinkedAccounts';
