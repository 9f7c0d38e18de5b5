export { $justRestored, $realtimeState, $wasConnected, connectRealtimeFx, disconnectRealtimeFx, realtimeEventReceived, realtimeRestored, realtimeStateChanged } from './model';
export { reverbOptions } from './config';
export { USER_EVENT_NAMES, type RealtimeState } from './connection';
export { currentSocketId } from './socket-id';
