import { apiOrigin } from '../config/env';

/**
 * Pronunciation audio: the server's Opus (MP3 where the browser cannot play Opus: Safari before 18.4), kept in Cache
 * Storage so the words of cards already in the feed or training play offline — on the web and inside VK alike, where
 * there is no service worker — and started from a blob within a few milliseconds once cached.
 */
const CACHE = 'slovo-speech-v1';

let opus: boolean | null = null;
function playsOpus(): boolean {
  if (opus === null) {
    try {
      opus = document.createElement('audio').canPlayType('audio/ogg; codecs=opus') !== '';
    } catch {
      opus = false;
    }
  }
  return opus;
}

/** The absolute URL of an audio path of the API, in the format this browser plays. */
export function audioSource(path: string): string {
  const url = /^(https?:|blob:|data:)/.test(path) ? path : `${apiOrigin()}${path.startsWith('/') ? '' : '/'}${path}`;
  return playsOpus() ? url : url.replace(/\.opus$/, '.mp3');
}

const blobs = new Map<string, string>();

async function openCache(): Promise<Cache | null> {
  try {
    return typeof caches === 'undefined' ? null : await caches.open(CACHE);
  } catch {
    return null; // an opaque origin or a storage-partitioned iframe
  }
}

class AudioLoadError extends Error {}

/** The network's answer; a render that took longer than the server waits (503) is finishing: a few more tries. */
async function fetchAudio(url: string): Promise<Response> {
  let response = await fetch(url, { credentials: 'omit' });
  for (let tries = 0; response.status === 503 && tries < 4; tries++) {
    await new Promise((r) => setTimeout(r, 1000));
    response = await fetch(url, { credentials: 'omit' });
  }
  return response;
}

/** The audio as a blob URL: from memory, the cache, or the network (then cached). */
async function load(url: string): Promise<string> {
  const known = blobs.get(url);
  if (known) return known;
  const cache = await openCache();
  let response = cache ? await cache.match(url) : undefined;
  if (!response) {
    let fetched: Response;
    try {
      fetched = await fetchAudio(url);
    } catch {
      throw new AudioLoadError('offline');
    }
    if (!fetched.ok) throw new AudioLoadError(String(fetched.status));
    if (cache) await cache.put(url, fetched.clone()).catch(() => {});
    response = fetched;
  }
  const blobUrl = URL.createObjectURL(await response.blob());
  blobs.set(url, blobUrl);
  return blobUrl;
}

let element: HTMLAudioElement | null = null;
/** One audio element for the whole app, in the document (a new sound stops the last; tests read its played ranges). */
function audioElement(): HTMLAudioElement {
  if (!element || !element.isConnected) {
    element = document.createElement('audio');
    element.dataset.slovoSpeech = '';
    element.preload = 'auto';
    element.hidden = true;
    document.body.append(element);
  }
  return element;
}

/** Plays an audio path of the API; resolves once sound starts, rejects when it cannot be loaded or played. */
export async function playAudio(path: string, rate = 1): Promise<void> {
  const url = audioSource(path);
  const src = await load(url);
  const audio = audioElement();
  audio.pause();
  audio.dataset.source = url;
  audio.src = src;
  audio.playbackRate = rate;
  audio.defaultPlaybackRate = rate;
  await audio.play();
}

export function stopAudio(): void {
  element?.pause();
}

/** Puts the audio into the cache ahead of time, a few at once; failures are silent (the tap will say so). */
export async function prefetchAudio(paths: readonly string[]): Promise<void> {
  const cache = await openCache();
  if (!cache) return;
  const urls = [...new Set(paths.map(audioSource))];
  const next = async (): Promise<void> => {
    const url = urls.shift();
    if (!url) return;
    try {
      if (!(await cache.match(url))) {
        const response = await fetchAudio(url);
        if (response.ok) await cache.put(url, response);
      }
    } catch {
      // offline or refused: played later from the network, or the tap reports it
    }
    return next();
  };
  await Promise.all([next(), next()]);
}
