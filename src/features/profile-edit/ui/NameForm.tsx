import { useEffect } from 'react';
import { Button, FormItem } from '@vkontakte/vkui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $user } from '../../../entities/user';
import { FormFailure, LIMITS, TextField } from '../../../shared/form';
import { nameForm } from '../model';
import '../../../shared/i18n/lazy/profile';

export function NameForm() {
  const { t } = useTranslation('profile');
  const [user, values, pending, setValues, submit] = useUnit([$user, nameForm.$values, nameForm.$pending, nameForm.valuesSet, nameForm.submitted]);
  const current = user?.name ?? '';
  useEffect(() => {
    setValues({ name: current });
  }, [current, setValues]);
  const unchanged = values.name.trim() === current;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!unchanged) submit();
      }}
      data-testid="name-form"
    >
      <TextField form={nameForm} name="name" label={t('name.label')} autoComplete="name" maxLength={LIMITS.name + 1} testId="profile-name" />
      <FormFailure form={nameForm} fields={['name']} />
      <FormItem>
        <Button type="submit" size="m" mode="secondary" disabled={unchanged} loading={pending} data-testid="profile-name-save">
          {t('name.save')}
        </Button>
      </FormItem>
    </form>
  );
}
