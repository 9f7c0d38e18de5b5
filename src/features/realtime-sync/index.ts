import './model';

export { ConnectionStatus } from './ui/ConnectionStatus';
