export { OAuthAlternative } from './ui/OAuthAlternative';
export { useLoginMethods } from './ui/LoginMethods';
