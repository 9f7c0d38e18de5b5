export { LoginPage } from './ui/LoginPage';
export { loginForm, validateLogin } from './model';
export type { LoginValues } from './model';
