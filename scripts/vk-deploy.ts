/**
 * npm run deploy:vk — fills vk-hosting-config.json from the environment and uploads dist-vk/ (npm run build:vk) to
 * VK hosting with VK's own tool (@vkontakte/vk-miniapps-deploy, which asks for or reads MINI_APPS_ACCESS_TOKEN).
 *   MINI_APPS_APP_ID  the mini app's id (required)
 *   MINI_APPS_ACCESS_TOKEN  a token of the app's admin (optional: without it the tool asks to confirm in VK)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const appId = Number(process.env.MINI_APPS_APP_ID ?? '');
if (!Number.isInteger(appId) || appId <= 0) {
  console.error('Set MINI_APPS_APP_ID to the mini app id (vk.com/apps?act=manage → the app → its id).');
  process.exit(1);
}
if (!existsSync('dist-vk/index.html')) {
  console.error('dist-vk/ is missing: run npm run build:vk first (with VITE_API_URL set to the API origin).');
  process.exit(1);
}
const config = JSON.parse(readFileSync('vk-hosting-config.json', 'utf8')) as Record<string, unknown>;
writeFileSync('vk-hosting-config.json', `${JSON.stringify({ ...config, static_path: 'dist-vk', app_id: appId }, null, 2)}\n`);
const result = spawnSync('npx', ['vk-miniapps-deploy'], { stdio: 'inherit', env: process.env });
process.exit(result.status ?? 1);
