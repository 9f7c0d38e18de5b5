import { createHash, createHmac } from 'node:crypto';
import { safeEqual } from './tokens';

/** HMAC-SHA256 of a message with the app key, hex: the signature of links and the stored form of short codes. */
export const hmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest('hex');

export const sha1 = (value: string) => createHash('sha1').update(value).digest('hex');

export function verifyHmac(key: string, message: string, signature: string): boolean {
  return safeEqual(hmac(key, message), signature);
}
