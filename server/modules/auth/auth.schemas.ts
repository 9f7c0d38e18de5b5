import { z } from 'zod';
import { dbId } from '../../lib/route-schema';

export const email = z.string().trim().min(1).max(255).pipe(z.email());
export const password = z.string().min(8).max(255);
export const name = z.string().trim().min(1).max(255);

/** password_confirmation must repeat password (spec §5: «Пароли не совпадают»). */
const confirmed = <T extends { password: string; password_confirmation: string }>(v: T, ctx: z.RefinementCtx) => {
  if (v.password !== v.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], params: { key: 'field.passwordsMismatch' }, message: 'mismatch' });
  }
};

export const registerBody = z
  .strictObject({ name, email, password, password_confirmation: z.string().max(255), remember: z.boolean().optional(), timezone: z.string().max(64).optional() })
  .superRefine(confirmed);

export const loginBody = z.strictObject({ email, password: z.string().min(1).max(255), remember: z.boolean().optional() });

export const forgotBody = z.strictObject({ email });

export const resetLinkBody = z.strictObject({ token: z.string().min(1).max(255), email });

export const resetBody = z
  .strictObject({ token: z.string().min(1).max(255), email, password, password_confirmation: z.string().max(255) })
  .superRefine(confirmed);

export const verifyLinkBody = z.strictObject({
  id: dbId,
  hash: z.string().min(1).max(64),
  expires: z.coerce.number().int().positive(),
  signature: z.string().min(1).max(128),
});

export const verifyCodeBody = z.strictObject({
  code: z.string().trim().refine((v) => /^\d{6}$/.test(v), { params: { key: 'auth.codeInvalid' } }),
});
