export {
  nameForm,
  avatarChosen,
  uploadAvatarFx,
  checkAvatarFile,
  $avatarError,
  $avatarUploading,
  AVATAR_TYPES,
  AVATAR_MAX_BYTES,
} from './model';
export type { AvatarProblem, AvatarError } from './model';
export { NameForm } from './ui/NameForm';
export { AvatarUpload } from './ui/AvatarUpload';
