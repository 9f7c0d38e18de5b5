export { NameForm } from './ui/NameForm';
export { AvatarUpload } from './ui/AvatarUpload';
