export { createForm } from './model';
export type { FormModel, FormValues, FieldIssues, FormConfig } from './model';
export { required, email, maxLength, minLength, sixDigits, check, passwordsMatch, emailIssue, newPasswordIssues, LIMITS } from './validators';
export type { FieldIssue, Validator } from './validators';
export { TextField, FormFailure, useFieldMessage, useFailureText } from './ui/fields';
export { ModelForm, FormFooter } from './ui/frame';
export type { TextFieldProps } from './ui/fields';
