export { $justRestored, $realtimeState, $wasConnected, channelEventReceived, connectRealtimeFx, disconnectRealtimeFx, realtimeEventReceived, realtimeRestored, realtimeStateChanged, watchChannel } from './model';
export { reverbOptions } from './config';
export { USER_EVENT_NAMES, type RealtimeState } from './connection';
export { currentSocketId } from './socket-id';
