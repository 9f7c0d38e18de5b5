import type { ReactNode } from 'react';
import { Button, ButtonGroup, FormItem } from '@vkontakte/vkui';
import { useUnit } from 'effector-react';
import type { FormModel, FormValues } from '../model';
import { FormFailure } from './fields';

/**
 * A `<form>` bound to a form model: the browser's own validation is off (ours speaks the app's language) and a
 * submit, by button or Enter, goes to the model.
 */
export function ModelForm<V extends FormValues, R>({ form, testId, children }: { form: FormModel<V, R>; testId: string; children: ReactNode }) {
  const submit = useUnit(form.submitted);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid={testId}
    >
      {children}
    </form>
  );
}

/**
 * The end of a form: its failure block (a failure that is not about one field, or 422 messages of fields the form
 * does not show), then the full-width submit button, busy while the form is sent. `beside` stands under the button in
 * the same column (e.g. "Send the code again").
 */
export function FormFooter<V extends FormValues, R>({
  form,
  fields,
  testId,
  beside,
  children,
}: {
  form: FormModel<V, R>;
  /** The fields the form shows, whose 422 messages stand under them instead. */
  fields: readonly string[];
  testId: string;
  beside?: ReactNode;
  children: ReactNode;
}) {
  const pending = useUnit(form.$pending);
  const button = (
    <Button type="submit" size="l" stretched loading={pending} data-testid={testId}>
      {children}
    </Button>
  );
  return (
    <>
      <FormFailure form={form} fields={fields} />
      <FormItem>
        {beside ? (
          <ButtonGroup mode="vertical" stretched gap="m">
            {button}
            {beside}
          </ButtonGroup>
        ) : (
          button
        )}
      </FormItem>
    </>
  );
}
