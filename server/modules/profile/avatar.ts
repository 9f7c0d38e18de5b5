import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { fieldError } from '../../lib/http-errors';
import { updateUser, type UserRow } from '../users/users.repository';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** A phone photo is 12–50 MP; a header promising more is a decompression bomb or a broken file. */
export const AVATAR_MAX_MEGAPIXELS = 40;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

/**
 * The picture's real format is read from its bytes (a renamed file does not pass), then it is cropped to a
 * 256×256 WebP. The old file goes only after the new one is saved and recorded.
 */
export async function saveAvatar(app: FastifyInstance, request: FastifyRequest, user: UserRow): Promise<string> {
  if (!request.isMultipart()) throw fieldError('avatar', 'upload.missing');
  let file;
  try {
    file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
  } catch {
    throw fieldError('avatar', 'upload.missing');
  }
  if (!file) throw fieldError('avatar', 'upload.missing');
  const buffer = await file.toBuffer().catch(() => null);
  if (!buffer || file.file.truncated) throw fieldError('avatar', 'upload.size', { max: AVATAR_MAX_BYTES / 1024 / 1024 });
  // The header alone, whatever size it claims (the pixel limit below applies to decoding).
  const meta = await sharp(buffer, { limitInputPixels: false }).metadata().catch(() => null);
  if (!meta?.format || !ACCEPTED.has(meta.format)) throw fieldError('avatar', 'upload.type');
  if ((meta.width ?? 0) * (meta.height ?? 0) > AVATAR_MAX_MEGAPIXELS * 1e6) throw fieldError('avatar', 'upload.pixels', { max: AVATAR_MAX_MEGAPIXELS });
  // The header can be right and the pixels behind it cut short or corrupt: that is the file's fault, not ours.
  const webp = await sharp(buffer, { limitInputPixels: AVATAR_MAX_MEGAPIXELS * 1e6 })
    .rotate()
    .resize(256, 256, { fit: 'cover' })
    .webp({ quality: 82 })
    .toBuffer()
    .catch(() => null);
  if (!webp) throw fieldError('avatar', 'upload.unreadable');
  const dir = join(app.config.uploadsDir, 'avatars');
  await mkdir(dir, { recursive: true });
  const name = `${user.id}-${randomBytes(8).toString('hex')}.webp`;
  await writeFile(join(dir, name), webp);
  const url = `/uploads/avatars/${name}`;
  await updateUser(app.db, user.id, { avatar_url: url }, app.clock.now());
  if (user.avatar_url?.startsWith('/uploads/avatars/')) await unlink(join(dir, basename(user.avatar_url))).catch(() => undefined);
  return url;
}
