import { combine, createEvent, createStore, sample, type Effect, type EventCallable, type Store } from 'effector';
import type { ApiError } from '../api/errors';
import type { FieldIssue } from './validators';

export type FormValues = Record<string, string | boolean>;
export type FieldIssues<V> = Partial<Record<keyof V & string, FieldIssue>>;

export interface FormConfig<V extends FormValues, R> {
  initial: V;
  /** Client rules; an empty object means the form may be sent. */
  validate(values: V): FieldIssues<V>;
  /** Made with `createApiEffect`, so its failures arrive as an ApiError. */
  submitFx: Effect<V, R, ApiError>;
}

export interface FormModel<V extends FormValues, R> {
  $values: Store<V>;
  /** Client issues, shown once the user tried to send (and then live while they fix the fields). */
  $issues: Store<FieldIssues<V>>;
  /** 422 `serverValidationErrors` of the last attempt; a field's messages go once the user edits it. */
  $serverErrors: Store<Record<string, string[]>>;
  /** A failure that is not about a field (403, 412, 429, offline …). */
  $failure: Store<ApiError | null>;
  $attempted: Store<boolean>;
  $pending: Store<boolean>;
  fieldChanged: EventCallable<{ name: keyof V & string; value: V[keyof V] }>;
  valuesSet: EventCallable<Partial<V>>;
  submitted: EventCallable<void>;
  reset: EventCallable<void>;
  submitFx: Effect<V, R, ApiError>;
  /** The submit effect's result, once it succeeded. */
  succeeded: Effect<V, R, ApiError>['doneData'];
}

/**
 * A small form model: values, the spec §5 client messages, the server's 422 errors under their fields and a
 * general failure. One per screen, created at module level, so forked scopes (tests, the app) keep their own state.
 */
export function createForm<V extends FormValues, R>(config: FormConfig<V, R>): FormModel<V, R> {
  const fieldChanged = createEvent<{ name: keyof V & string; value: V[keyof V] }>();
  const valuesSet = createEvent<Partial<V>>();
  const submitted = createEvent();
  const reset = createEvent();
  const { submitFx } = config;

  const $values = createStore<V>(config.initial)
    .on(fieldChanged, (values, { name, value }) => ({ ...values, [name]: value }))
    .on(valuesSet, (values, patch) => ({ ...values, ...patch }))
    .reset(reset);
  const $attempted = createStore(false).on(submitted, () => true).reset(reset);
  const $issues = combine($values, $attempted, (values, attempted) => (attempted ? config.validate(values) : {}));
  const $serverErrors = createStore<Record<string, string[]>>({})
    .on(submitFx.failData, (_, error) => (error.kind === 'http' && error.status === 422 ? (error.serverValidationErrors ?? {}) : {}))
    .on(fieldChanged, (errors, { name }) => {
      if (!(name in errors)) return errors;
      const { [name]: _removed, ...rest } = errors;
      return rest;
    })
    .reset(reset, submitFx.done);
  const $failure = createStore<ApiError | null>(null)
    .on(submitFx.failData, (_, error) => (error.kind === 'http' && error.status === 422 ? null : error))
    .reset(reset, submitFx, fieldChanged);

  sample({
    clock: submitted,
    source: { values: $values, pending: submitFx.pending },
    filter: ({ values, pending }) => !pending && Object.keys(config.validate(values)).length === 0,
    fn: ({ values }) => values,
    target: submitFx,
  });

  return {
    $values,
    $issues,
    $serverErrors,
    $failure,
    $attempted,
    $pending: submitFx.pending,
    fieldChanged,
    valuesSet,
    submitted,
    reset,
    submitFx,
    succeeded: submitFx.doneData,
  };
}
