import './model';

export { showLiveMessageFx } from './model';
export { ConnectionStatus, visibleState } from './ui/ConnectionStatus';
