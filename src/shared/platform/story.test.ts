import { describe, expect, it } from 'vitest';
import type { ShowStoryBoxOptions } from '@vkontakte/vk-bridge';
import { shareStory, storyWay, type StoryEnv, type StoryToShare } from './story';

const story = (): StoryToShare => ({
  picture: new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], { type: 'image/jpeg' }),
  fileName: 'slovo-streak-7.jpg',
  text: '7 days in a row in Slovo!',
  link: 'https://vk.com/app51234567',
});

/** A platform as the adapter sees it, recording what each way was asked to do. */
function env(platform: 'vk' | 'web', nav: StoryEnv['navigator'] = {}, storyBox: (o: ShowStoryBoxOptions) => Promise<unknown> = async () => ({ result: true })) {
  const calls = { storyBox: [] as ShowStoryBoxOptions[], saved: [] as Array<{ picture: Blob; fileName: string }> };
  const e: StoryEnv = {
    platform,
    showStoryBox: (options) => {
      calls.storyBox.push(options);
      return storyBox(options);
    },
    navigator: nav,
    save: (picture, fileName) => calls.saved.push({ picture, fileName }),
  };
  return { env: e, calls };
}

describe('sharing a story picture', () => {
  it('inside VK opens the story editor with the picture itself and a link to the mini app', async () => {
    const { env: vk, calls } = env('vk', { canShare: () => true, share: async () => undefined });
    expect(storyWay(story(), vk)).toBe('vk-story');
    await expect(shareStory(story(), vk)).resolves.toBe('shared');
    expect(calls.storyBox).toHaveLength(1);
    const options = calls.storyBox[0]!;
    expect(options).toMatchObject({ background_type: 'image', attachment: { type: 'url', text: 'open', url: 'https://vk.com/app51234567' } });
    // The container cannot fetch our API (it needs the learner's token): the picture travels as a data URL.
    expect(options.blob).toBe(`data:image/jpeg;base64,${btoa(String.fromCharCode(0xff, 0xd8, 0xff, 0xe0, 1, 2, 3))}`);
    expect(options.url).toBeUndefined();
    expect(calls.saved).toEqual([]);
  });

  it('inside VK, closing the editor is a cancel and a refusing client a failure', async () => {
    const closed = env('vk', {}, () => Promise.reject({ error_type: 'client_error', error_data: { error_code: 4, error_reason: 'User denied' } }));
    await expect(shareStory(story(), closed.env)).resolves.toBe('cancelled');
    const refusing = env('vk', {}, () => Promise.reject({ error_type: 'client_error', error_data: { error_code: 6, error_reason: 'Unsupported platform' } }));
    await expect(shareStory(story(), refusing.env)).resolves.toBe('failed');
  });

  it('on the web shares the file through the Web Share API when the browser can share files', async () => {
    const shared: ShareData[] = [];
    const asked: ShareData[] = [];
    const { env: web, calls } = env('web', {
      canShare: (data) => {
        asked.push(data!);
        return true;
      },
      share: async (data) => {
        shared.push(data!);
      },
    });
    expect(storyWay(story(), web)).toBe('web-share');
    await expect(shareStory(story(), web)).resolves.toBe('shared');
    expect(asked[0]!.files?.[0]).toBeInstanceOf(File);
    const file = shared[0]!.files![0]!;
    expect([file.name, file.type, file.size]).toEqual(['slovo-streak-7.jpg', 'image/jpeg', 7]);
    expect(shared[0]!.text).toBe('7 days in a row in Slovo! https://vk.com/app51234567');
    expect(calls.storyBox).toEqual([]);
    expect(calls.saved).toEqual([]);
  });

  it('on the web, closing the share sheet is a cancel, not a download', async () => {
    const { env: web, calls } = env('web', { canShare: () => true, share: () => Promise.reject(new DOMException('Share canceled', 'AbortError')) });
    await expect(shareStory(story(), web)).resolves.toBe('cancelled');
    expect(calls.saved).toEqual([]);
  });

  it('downloads the picture where files cannot be shared: no Web Share, or one that refuses files', async () => {
    for (const nav of [{}, { share: async () => undefined }, { canShare: () => false, share: async () => undefined }] as StoryEnv['navigator'][]) {
      const { env: web, calls } = env('web', nav);
      expect(storyWay(story(), web)).toBe('download');
      await expect(shareStory(story(), web)).resolves.toBe('downloaded');
      expect(calls.saved.map((s) => [s.fileName, s.picture.size])).toEqual([['slovo-streak-7.jpg', 7]]);
      expect(calls.storyBox).toEqual([]);
    }
  });
});
