import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { register } from '../../test/accounts';
import { startTestApp, type Visitor } from '../../test/harness';
import { startSmtpSink } from '../../test/smtp-sink';
import { multipartBody, uploadSamples } from '../../test/upload-samples';

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());
beforeEach(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  t = await startTestApp({
    uploadsDir: mkdtempSync(`${tmpdir()}/slovo-uploads-`),
    mail: { smtpUrl: sink.url, from: 'Slovo <no-reply@slovo.test>', supportEmail: 'support@slovo.test' },
  });
});
afterEach(() => t.close());

function upload(v: Visitor, content: Buffer, filename: string, type: string) {
  const { payload, contentType } = multipartBody([{ name: 'avatar', filename, type, data: content }]);
  return v.request({ method: 'POST', url: '/api/v1/user/avatar', payload, headers: { 'content-type': contentType } });
}

const png = (w: number, h: number) => sharp({ create: { width: w, height: h, channels: 3, background: '#3a7' } }).png().toBuffer();

describe('profile', () => {
  it('changes name, language and time zone', async () => {
    const v = t.visitor();
    await register(v);
    const res = await v.request({ method: 'PATCH', url: '/api/v1/user', payload: { name: 'Анна К.', locale: 'ru', timezone: 'Asia/Yekaterinburg' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Анна К.', locale: 'ru', timezone: 'Asia/Yekaterinburg' });
  });

  it('does not let a guest change the name or the avatar, but does let it pick a language', async () => {
    const v = t.visitor();
    await v.post('/api/v1/auth/guest');
    const rename = await v.request({ method: 'PATCH', url: '/api/v1/user', payload: { name: 'Hacker' } });
    expect(rename.statusCode).toBe(403);
    expect(rename.json().message).toBe('Log in fully to do this.');
    expect((await upload(v, await png(10, 10), 'a.png', 'image/png')).statusCode).toBe(403);
    expect((await v.request({ method: 'PATCH', url: '/api/v1/user', payload: { locale: 'ru' } })).statusCode).toBe(200);
  });

  it('stores an uploaded avatar as a 256×256 WebP served with immutable caching', async () => {
    const v = t.visitor();
    await register(v);
    const res = await upload(v, await png(800, 600), 'me.png', 'image/png');
    expect(res.statusCode).toBe(200);
    const url = res.json().data.avatar as string;
    expect(url).toMatch(/^\/uploads\/avatars\/\d+-[0-9a-f]{16}\.webp$/);
    const file = await v.get(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toContain('immutable');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
  });

  it('checks the real type and the size of an avatar, keeping the old one', async () => {
    const v = t.visitor();
    await register(v);
    const fake = await upload(v, Buffer.from('<?php echo 1; ?>'), 'evil.png', 'image/png');
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.avatar).toEqual(['Upload a JPEG, PNG or WebP picture.']);
    const huge = await upload(v, Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'big.png', 'image/png');
    expect([413, 422]).toContain(huge.statusCode);
    expect((await v.get('/api/v1/user')).json().data.avatar).toBeNull();
  });

  it('refuses a picture cut short after its header, or one whose header claims 60,000×60,000 pixels, keeping the old one', async () => {
    const v = t.visitor();
    await register(v);
    const samples = await uploadSamples();
    const first = await upload(v, samples.png, 'me.png', 'image/png');
    expect(first.statusCode).toBe(200);
    const avatar = (await v.get('/api/v1/user')).json().data.avatar;
    const cut = await upload(v, samples.truncatedPng, 'cut.png', 'image/png');
    expect(cut.statusCode).toBe(422);
    expect(cut.json().errors.avatar).toEqual(['The picture could not be read. Try another one.']);
    const bomb = await upload(v, samples.hugeHeaderPng, 'bomb.png', 'image/png');
    expect(bomb.statusCode).toBe(422);
    expect(bomb.json().errors.avatar).toEqual(['The picture is too large: at most 40 megapixels.']);
    v.headers['accept-language'] = 'ru';
    const ru = await upload(v, samples.truncatedPng, 'cut.png', 'image/png');
    expect(ru.json().errors.avatar).toEqual(['Не удалось прочитать картинку. Попробуйте другую.']);
    expect((await v.get('/api/v1/user')).json().data.avatar).toBe(avatar);
  });

  it('deletes the account only with the right password', async () => {
    const v = t.visitor();
    const { password, user } = await register(v);
    const wrong = await v.request({ method: 'DELETE', url: '/api/v1/user', payload: { password: 'nope' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toEqual(['The password is not correct.']);
    expect((await v.request({ method: 'DELETE', url: '/api/v1/user', payload: { password } })).statusCode).toBe(204);
    expect((await v.get('/api/v1/user')).statusCode).toBe(401);
    expect(await t.app.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeUndefined();
  });
});

describe('support messages', () => {
  it('reach the team by mail and are kept', async () => {
    const v = t.visitor();
    const { email } = await register(v);
    const res = await v.post('/api/v1/support', { message: 'The audio does not play on my phone' });
    expect(res.statusCode).toBe(201);
    const mail = await sink.lastTo('support@slovo.test');
    expect(mail.text).toContain('The audio does not play on my phone');
    expect(mail.text).toContain(email);
    expect(await t.app.db.selectFrom('support_messages').selectAll().execute()).toHaveLength(1);
  });

  it('refuse an empty message', async () => {
    const res = await t.visitor().post('/api/v1/support', { message: '   ' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.message).toEqual(['This field is required']);
  });
});
