// The shell carries the wiring only; the connection and the events' effects (./model) load after the first screen.
import './wiring';

export { ConnectionStatus } from './ui/ConnectionStatus';
