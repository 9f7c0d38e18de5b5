export { $identities, identitiesRequested, unlinkClicked, fetchIdentitiesFx, unlinkFx, $unlinkError } from './model';
export { LinkedAccounts } from './ui/LinkedAccounts';
