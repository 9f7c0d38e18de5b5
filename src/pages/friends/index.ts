export { FriendsPage } from './ui/FriendsPage';
