import { describe, expect, it } from 'vitest';
import { deviceState, unreachableReason } from './delivery';

describe('why no reminder can arrive', () => {
  it('names what to do from this device’s state and the channels the server can send through', () => {
    // The server sends no push at all: nothing on this device would help.
    expect(unreachableReason(deviceState('sent', true), [], 'firebase')).toBe('serverOff');
    expect(unreachableReason(deviceState(null, true), [], 'vk_mini_app')).toBe('serverOff');
    // The web without web push (no Firebase in this build, or none on the server): the VK mini app is the way, when the server sends to VK.
    expect(unreachableReason(deviceState(null, false), ['vk_mini_app'], 'firebase')).toBe('webOffUseVk');
    expect(unreachableReason(deviceState(null, true), ['vk_mini_app'], 'firebase')).toBe('webOffUseVk');
    expect(unreachableReason(deviceState(null, false), ['firebase'], 'firebase')).toBe('serverOff');
    // The browser blocks or cannot take notifications.
    expect(unreachableReason(deviceState('denied', true), ['firebase'], 'firebase')).toBe('denied');
    expect(unreachableReason(deviceState('unsupported', true), ['firebase'], 'firebase')).toBe('unsupported');
    // Not asked yet: the button above turns them on.
    for (const outcome of [null, 'needs-gesture', 'unsent', 'prompt-later'] as const) expect(unreachableReason(deviceState(outcome, true), ['firebase', 'vk_mini_app'], 'firebase')).toBe('enable');
  });
});
