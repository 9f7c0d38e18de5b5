import type { ReactNode } from 'react';
import { FormItem, FormStatus, Input } from '@vkontakte/vkui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { messageKeyFor, type ApiError } from '../../api/errors';
import type { FormModel, FormValues } from '../model';
import type { FieldIssue } from '../validators';

/** One message for a field: the client issue (translated now, so it follows a language switch), else the server's. */
export function useFieldMessage(issue: FieldIssue | undefined, server: string[] | undefined): string | null {
  const { t } = useTranslation();
  if (issue) return (t as (key: string, values?: Record<string, unknown>) => string)(issue.key, issue.values);
  return server?.[0] ?? null;
}

export interface TextFieldProps<V extends FormValues, R> {
  form: FormModel<V, R>;
  name: keyof V & string;
  label: ReactNode;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  placeholder?: string;
  /** Server error fields that also belong under this input (e.g. `token` under the e-mail of the reset form). */
  alsoServerFields?: string[];
  hint?: ReactNode;
  inputMode?: 'numeric' | 'email' | 'text';
  maxLength?: number;
  disabled?: boolean;
  readOnly?: boolean;
  autoFocus?: boolean;
  /** Inside the input, at its end (a small action such as "Suggest"). */
  after?: ReactNode;
  testId?: string;
}

/** A labelled VKUI input bound to a form model field, with its error under it (spec §5, §8 serverValidationErrors). */
export function TextField<V extends FormValues, R>({
  form,
  name,
  label,
  type = 'text',
  autoComplete,
  placeholder,
  alsoServerFields = [],
  hint,
  inputMode,
  maxLength,
  disabled,
  readOnly,
  autoFocus,
  after,
  testId,
}: TextFieldProps<V, R>) {
  const [values, issues, serverErrors, change] = useUnit([form.$values, form.$issues, form.$serverErrors, form.fieldChanged]);
  const server = [name, ...alsoServerFields].map((f) => serverErrors[f]).find((m) => m?.length);
  const message = useFieldMessage(issues[name], server);
  const id = `field-${name}`;
  return (
    <FormItem
      top={label}
      htmlFor={id}
      status={message ? 'error' : 'default'}
      bottom={message ?? hint}
      bottomId={message ? `${id}-error` : undefined}
      data-testid={testId ? `${testId}-item` : undefined}
    >
      <Input
        id={id}
        name={name}
        type={type}
        value={String(values[name] ?? '')}
        onChange={(event) => change({ name, value: event.target.value as V[keyof V] })}
        autoComplete={autoComplete}
        placeholder={placeholder}
        inputMode={inputMode}
        maxLength={maxLength}
        disabled={disabled}
        readOnly={readOnly}
        autoFocus={autoFocus}
        after={after}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        data-testid={testId}
      />
    </FormItem>
  );
}

/** The text for a failure that is not about one field. */
export function useFailureText(failure: ApiError | null): string | null {
  const { t: typed } = useTranslation();
  // Catalogue keys come from a table (messageKeyFor), which the literal-typed `t` cannot check.
  const t = typed as unknown as (key: string, values?: Record<string, unknown>) => string;
  if (!failure) return null;
  switch (failure.kind) {
    case 'offline':
      return t('errors:noInternet');
    case 'aborted':
      return null;
    case 'http': {
      // 403/412 bodies carry a translated explanation (Accept-Language); statuses without one use the catalogue.
      if (failure.message && (failure.status === 403 || failure.status === 412 || failure.status === 404)) return failure.message;
      const key = messageKeyFor(failure.status, failure.code);
      return key ? t(key, { status: failure.status }) : (failure.message ?? t('errors:generic'));
    }
    default:
      return t('errors:generic');
  }
}

/** A form-level error block: the general failure, or 422 messages of fields the form does not show. */
export function FormFailure<V extends FormValues, R>({ form, fields, testId = 'form-failure' }: { form: FormModel<V, R>; fields: readonly string[]; testId?: string }) {
  const { t } = useTranslation('errors');
  const [failure, serverErrors] = useUnit([form.$failure, form.$serverErrors]);
  const text = useFailureText(failure);
  const stray = Object.entries(serverErrors)
    .filter(([field]) => !fields.includes(field))
    .flatMap(([, messages]) => messages);
  const message = text ?? stray[0] ?? null;
  if (!message) return null;
  return (
    <FormItem>
      <FormStatus mode="error" title={t('title')} data-testid={testId}>
        {message}
      </FormStatus>
    </FormItem>
  );
}
