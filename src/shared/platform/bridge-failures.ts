import type { AnyRequestMethodName, RequestProps } from '@vkontakte/vk-bridge';
import { bridge } from './bridge';

type Reporter = (method: string, error: unknown) => void;
let reporter: Reporter = () => undefined;
const reported = new Set<string>();

/**
 * Where refused bridge calls are reported (the app wires the error log in at start; shared/api depends on this
 * segment, so it cannot be imported here). Each method is reported once per page load: a client that refuses
 * VKWebAppSetLocation refuses it on every navigation, and that is one fact, not a flood.
 */
export function setBridgeFailureReporter(next: Reporter): void {
  reporter = next;
  reported.clear();
}

function reportQuietly(method: string, error: unknown): void {
  if (reported.has(method)) return;
  reported.add(method);
  try {
    reporter(method, error);
  } catch {
    // a report must never become a failure of its own
  }
}

/**
 * A bridge call whose answer nobody waits for (the address bar, a haptic tap): some VK clients refuse some
 * methods ("Unsupported platform"), which is expected and never shown to the user. Never rejects.
 */
export function sendQuietly<K extends AnyRequestMethodName>(method: K, props?: RequestProps<K>): void {
  bridge.send(method, props as never).catch((error: unknown) => reportQuietly(method, error));
}

/** vk-bridge rejects with {error_type, error_data}, not an Error: a stray refused call somebody did not catch. */
export function isBridgeError(reason: unknown): reason is { error_type: string; error_data: unknown } {
  return typeof reason === 'object' && reason !== null && typeof (reason as { error_type?: unknown }).error_type === 'string' && 'error_data' in reason;
}

/** For the global handlers: a stray refused bridge call is reported like one we made, not toasted. */
export function reportBridgeError(reason: { error_type: string; error_data: unknown }): void {
  reportQuietly('unknown method', reason);
}
