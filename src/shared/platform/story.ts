import type { ShowStoryBoxOptions } from '@vkontakte/vk-bridge';
import { bridge } from './bridge';
import { getPlatform, getPlatformDetail } from './state';

/** A picture to post as a story, with what travels beside it. */
export interface StoryToShare {
  /** The picture (1080×1920 JPEG from the server). */
  picture: Blob;
  /** Its name when it is shared as a file or saved. */
  fileName: string;
  /** A sentence for targets that take text with the file. */
  text: string;
  /** The address that opens the app (appLink()): the story's link inside VK, part of the text on the web. */
  link: string;
}

/** Where a story goes: VK's story editor, the system share sheet with the file, or a saved file. */
export type StoryWay = 'vk-story' | 'web-share' | 'download';
export type StoryShareResult = 'shared' | 'downloaded' | 'cancelled' | 'failed';

/** What sharing needs from its surroundings; the real browser and bridge by default, stand-ins in tests. */
export interface StoryEnv {
  platform: 'vk' | 'web';
  showStoryBox(options: ShowStoryBoxOptions): Promise<unknown>;
  navigator: Partial<Pick<Navigator, 'canShare' | 'share'>>;
  save(picture: Blob, fileName: string): void;
}

function saveFile(picture: Blob, fileName: string): void {
  const url = URL.createObjectURL(picture);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // The download has started from the link; the object URL may go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const browserEnv = (): StoryEnv => ({
  platform: getPlatform() === 'vk' ? 'vk' : 'web',
  showStoryBox: (options) => bridge.send('VKWebAppShowStoryBox', options),
  navigator: typeof navigator === 'undefined' ? {} : navigator,
  save: saveFile,
});

/** The share target the server prints the app's address for (`GET stories/{milestone}?for=`). */
export const storyTarget = (): 'vk' | 'web' => (getPlatform() === 'vk' ? 'vk' : 'web');

/** The address that opens the app: the mini app inside VK (vk.com/app<id>), the site on the web. */
export function appLink(): string {
  const appId = getPlatformDetail()?.vk_app_id;
  if (getPlatform() === 'vk' && appId) return `https://vk.com/app${appId}`;
  return `${window.location.origin}/`;
}

const asFile = (story: StoryToShare) => new File([story.picture], story.fileName, { type: story.picture.type || 'image/jpeg' });

/** VK → its story editor; a browser that can share files → the share sheet; any other → a saved picture. */
export function storyWay(story: StoryToShare, env: StoryEnv = browserEnv()): StoryWay {
  if (env.platform === 'vk') return 'vk-story';
  const nav = env.navigator;
  if (typeof nav.share === 'function' && typeof nav.canShare === 'function' && nav.canShare({ files: [asFile(story)] })) return 'web-share';
  return 'download';
}

function dataUrl(picture: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the picture could not be read'));
    reader.readAsDataURL(picture);
  });
}

/** VK's "user closed the box" (error_code 4) and the share sheet's AbortError are a choice, not a failure. */
function wasCancelled(error: unknown): boolean {
  if (error instanceof DOMException) return error.name === 'AbortError';
  const data = (error as { error_data?: { error_code?: number } } | null)?.error_data;
  return data?.error_code === 4;
}

/**
 * Posts the picture as a story the way the platform allows. Inside VK: VKWebAppShowStoryBox with the picture as a
 * data URL (the container cannot fetch our API, which needs the learner's token) and a link to the mini app under it.
 * On the web: the Web Share API with the file when the browser can share files, else the picture is downloaded.
 */
export async function shareStory(story: StoryToShare, env: StoryEnv = browserEnv()): Promise<StoryShareResult> {
  const way = storyWay(story, env);
  try {
    if (way === 'vk-story') {
      await env.showStoryBox({
        background_type: 'image',
        blob: await dataUrl(story.picture),
        locked: true,
        attachment: { type: 'url', text: 'open', url: story.link },
      });
      return 'shared';
    }
    if (way === 'web-share') {
      await env.navigator.share!({ files: [asFile(story)], text: `${story.text} ${story.link}` });
      return 'shared';
    }
    env.save(story.picture, story.fileName);
    return 'downloaded';
  } catch (error) {
    return wasCancelled(error) ? 'cancelled' : 'failed';
  }
}
