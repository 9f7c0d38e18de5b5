import { createEffect, createEvent, createStore, sample } from 'effector';
import { createApiEffect, deleteAccount } from '../../shared/api';
import { accountDeleted } from '../../entities/session';
import { createForm, required, type FieldIssues } from '../../shared/form';
import { t } from '../../shared/i18n';
import { showSuccess } from '../../shared/toasts';
import '../../shared/i18n/lazy/profile';

export const DELETE_WORD = 'DELETE';

export interface DeleteValues {
  [key: string]: string | boolean;
  /** Password accounts confirm with the password; VK/Yandex-only accounts type DELETE. */
  usesPassword: boolean;
  password: string;
  confirm: string;
}

export function validateDelete(values: DeleteValues): FieldIssues<DeleteValues> {
  if (values.usesPassword) {
    const issue = required(values.password);
    return issue ? { password: issue } : {};
  }
  const issue = required(values.confirm);
  return issue ? { confirm: issue } : {};
}

export const deleteForm = createForm<DeleteValues, void>({
  initial: { usesPassword: true, password: '', confirm: '' },
  validate: validateDelete,
  submitFx: createApiEffect((values: DeleteValues) =>
    deleteAccount(values.usesPassword ? { password: values.password } : { confirm: values.confirm.trim() }),
  ),
});

export const deleteOpened = createEvent<{ usesPassword: boolean }>();
export const deleteClosed = createEvent();
export const $deleteOpen = createStore(false).on(deleteOpened, () => true).reset(deleteClosed, deleteForm.succeeded);

sample({ clock: deleteOpened, target: deleteForm.reset });
sample({ clock: deleteOpened, target: deleteForm.valuesSet });
const announceFx = createEffect(() => showSuccess(t('profile:delete.done')));
sample({ clock: deleteForm.succeeded, target: [accountDeleted, announceFx] });
