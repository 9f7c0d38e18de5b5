export { VkFriendsBlock } from './ui/VkFriendsBlock';
