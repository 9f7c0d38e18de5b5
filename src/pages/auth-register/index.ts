export { RegisterPage } from './ui/RegisterPage';
export { registerForm, validateRegister } from './model';
export type { RegisterValues } from './model';
