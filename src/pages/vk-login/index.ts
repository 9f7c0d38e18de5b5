export { VkLoginPage } from './ui/VkLoginPage';
