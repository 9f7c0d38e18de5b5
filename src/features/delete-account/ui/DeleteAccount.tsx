import { useEffect, useRef } from 'react';
import { Button, ButtonGroup, Text, Title } from '@vkontakte/vkui';
import { Icon56DeleteOutline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { FormFailure, TextField } from '../../../shared/form';
import { $deleteOpen, DELETE_WORD, deleteClosed, deleteForm, deleteOpened } from '../model';
import styles from './DeleteAccount.module.css';
import '../../../shared/i18n/lazy/profile';

/**
 * "Delete account": unfolds a confirmation right where the button was (no modal: it must work the same under the
 * phone tab bar, on desktop and inside VK), asking for the password — or the word DELETE — before DELETE user.
 */
export function DeleteAccount({ usesPassword }: { usesPassword: boolean }) {
  const { t } = useTranslation('profile');
  const [open, pending, openIt, close, submit] = useUnit([$deleteOpen, deleteForm.$pending, deleteOpened, deleteClosed, deleteForm.submitted]);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) box.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [open]);
  if (!open) {
    return (
      <Button size="l" mode="tertiary" appearance="negative" stretched onClick={() => openIt({ usesPassword })} data-testid="delete-account">
        {t('delete.button')}
      </Button>
    );
  }
  return (
    <div ref={box} className={styles.box} role="dialog" aria-labelledby="delete-account-title" data-testid="delete-account-modal">
      <Icon56DeleteOutline className={styles.icon} />
      <Title level="3" weight="2" id="delete-account-title" className={styles.title}>
        {t('delete.title')}
      </Title>
      <Text className={styles.text}>{t('delete.text')}</Text>
      <form
        noValidate
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {usesPassword ? (
          <TextField form={deleteForm} name="password" type="password" autoComplete="current-password" label={t('delete.password')} autoFocus testId="delete-password" />
        ) : (
          <TextField
            form={deleteForm}
            name="confirm"
            label={t('delete.confirmLabel', { word: DELETE_WORD })}
            hint={t('delete.typeWord', { word: DELETE_WORD })}
            autoComplete="off"
            autoFocus
            testId="delete-confirm"
          />
        )}
        <FormFailure form={deleteForm} fields={['password', 'confirm']} />
        <ButtonGroup mode="vertical" stretched gap="m" className={styles.actions}>
          <Button type="submit" size="l" appearance="negative" stretched loading={pending} data-testid="delete-account-submit">
            {t('delete.submit')}
          </Button>
          <Button size="l" mode="secondary" stretched onClick={() => close()} data-testid="delete-account-cancel">
            {t('delete.cancel')}
          </Button>
        </ButtonGroup>
      </form>
    </div>
  );
}
