import type { PushFlowOutcome } from './flow';

/** How a push reaches this device: FCM on the web, VK's notifications inside VK. */
export type PushChannel = 'firebase' | 'vk_mini_app';

/** Where push stands on this device, as the settings screen tells it. */
export type DeviceState = 'on' | 'off' | 'denied' | 'unsupported' | 'not-offered';

export function deviceState(outcome: PushFlowOutcome | null, offered: boolean): DeviceState {
  if (!offered) return 'not-offered';
  if (outcome === 'sent' || outcome === 'fresh') return 'on';
  return outcome === 'denied' || outcome === 'unsupported' ? outcome : 'off';
}

/**
 * Why no reminder can arrive and what to do, when the server reaches none of the learner's devices: then the times
 * and kinds are not offered, since choosing them would change nothing.
 */
export function unreachableReason(state: DeviceState, channels: string[], here: PushChannel): 'serverOff' | 'webOffUseVk' | 'denied' | 'unsupported' | 'enable' {
  if (state === 'not-offered' || !channels.includes(here)) return here === 'firebase' && channels.includes('vk_mini_app') ? 'webOffUseVk' : 'serverOff';
  if (state === 'denied' || state === 'unsupported') return state;
  return 'enable';
}

