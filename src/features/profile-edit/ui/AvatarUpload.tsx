import { File as FileButton, Footnote } from '@vkontakte/vkui';
import { Icon24CameraOutline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useFailureText } from '../../../shared/form';
import { $avatarError, $avatarUploading, AVATAR_MAX_BYTES, AVATAR_TYPES, avatarChosen } from '../model';
import styles from './AvatarUpload.module.css';
import '../../../shared/i18n/lazy/profile';

/** Picks a JPEG, PNG or WebP up to 5 MB, checks it here first, then POST user/avatar; the server's 422 shows below. */
export function AvatarUpload() {
  const { t } = useTranslation('profile');
  const [error, uploading, choose] = useUnit([$avatarError, $avatarUploading, avatarChosen]);
  const failure = useFailureText(error?.kind === 'failure' ? error.error : null);
  const message =
    error?.kind === 'client'
      ? t(error.problem === 'type' ? 'avatar.wrongType' : 'avatar.tooBig', { size: AVATAR_MAX_BYTES / 1024 / 1024 })
      : error?.kind === 'server'
        ? error.message
        : failure;
  return (
    <div className={styles.root}>
      <FileButton
        size="m"
        mode="secondary"
        accept={AVATAR_TYPES.join(',')}
        before={<Icon24CameraOutline />}
        loading={uploading}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) choose(file);
          event.target.value = '';
        }}
        data-testid="avatar-input"
      >
        {t('avatar.upload')}
      </FileButton>
      <Footnote className={message ? styles.error : styles.hint} role={message ? 'alert' : undefined} data-testid={message ? 'avatar-error' : undefined}>
        {message ?? t('avatar.hint', { size: AVATAR_MAX_BYTES / 1024 / 1024 })}
      </Footnote>
    </div>
  );
}
