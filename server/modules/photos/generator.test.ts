import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { composeSvg, emojiPhotoGenerator, photoHash } from './generator';
import { choosePicture, pictureData } from './pictures';

describe('card pictures', () => {
  it('pictures a concrete word by an icon named after it or its reviewed emoji', () => {
    expect(choosePicture({ word: 'apple', pos: 'noun', example: 'She ate an apple.', emoji: null })).toMatchObject({ kind: 'picture', key: 'fluent-emoji-flat:red-apple', scene: false });
    expect(choosePicture({ word: 'kitty', pos: 'noun', example: null, emoji: '🐱' })).toMatchObject({ kind: 'picture', key: 'fluent-emoji-flat:cat-face' });
    // A thing no emoji draws comes from the detailed object sets.
    expect(choosePicture({ word: 'anvil', pos: 'noun', example: null, emoji: null }).key).toBe('game-icons:anvil');
  });

  it('illustrates the example when the word itself has no picture, without taking a form of the word for a thing', () => {
    const p = choosePicture({ word: 'responsibility', pos: 'noun', example: 'It is your responsibility to feed the dog and the cat.', emoji: null });
    expect(p).toMatchObject({ kind: 'picture', scene: true });
    expect(p.kind === 'picture' ? [p.main[0], ...p.companions].sort() : []).toEqual(['fluent-emoji-flat:cat', 'fluent-emoji-flat:dog']);
    // The rarest thing leads the scene: a documentary about whales is about the whale, not the class.
    expect(choosePicture({ word: 'documentary', pos: 'noun', example: 'We watched a documentary about whales in class.', emoji: null }).key).toBe('fluent-emoji-flat:whale');
    // "saw" of "see" is no hand saw.
    // ("notice" has its own reviewed picture now, the eyes: the example must not add a saw to it.)
    const noticed = choosePicture({ word: 'notice', pos: 'verb', example: 'I really hope no one saw that.', emoji: null });
    expect(noticed.kind === 'picture' ? [...noticed.main, ...noticed.companions] : []).not.toContainEqual(expect.stringMatching(/saw/));
  });

  it('never pictures a wrong sense the reviewed map rules out', () => {
    const couple = choosePicture({ word: 'couple', pos: 'noun', example: 'I waited a couple of minutes.', emoji: '💑' });
    expect(couple.kind === 'picture' ? couple.main : []).not.toContain('fluent-emoji-flat:couple-with-heart');
    // Name is shown by writing it (the audit's picture), never by the name badge a Russian learner does not know.
    const name = choosePicture({ word: 'name', pos: 'noun', example: 'What is your name?', emoji: '📛' });
    expect(name.kind === 'picture' ? [...name.main, ...name.companions] : []).not.toContain('fluent-emoji-flat:name-badge');
    expect(choosePicture({ word: 'name', pos: 'verb', example: 'They named the baby Anna.', emoji: '📛' }).key).not.toBe('fluent-emoji-flat:name-badge');
    expect(choosePicture({ word: 'mask', pos: 'noun', example: 'Wear a mask on the bus.', emoji: '🎭' }).key).toBe('fluent-emoji-flat:face-with-medical-mask');
  });

  it('gives a card the reviewer found no true picture for a typographic card, though its example has things', () => {
    const input = { word: 'responsibility', pos: 'noun', example: 'It is your responsibility to feed the dog and the cat.', emoji: null, topics: ['education'] };
    expect(choosePicture(input).kind).toBe('picture');
    const reviewed = { ...pictureData(), plain: ['responsibility~noun'] };
    expect(choosePicture(input, reviewed)).toEqual({ kind: 'typographic', key: null, motif: 'game-icons:graduate-cap' });
    expect(choosePicture({ ...input, pos: 'verb' }, reviewed).kind).toBe('picture');
  });

  it('gives grammar words and words without a fitting picture a typographic card with a motif of the topic', () => {
    expect(choosePicture({ word: 'for', pos: 'preposition', example: 'This is a present for the dog.', emoji: null }).kind).toBe('typographic');
    expect(choosePicture({ word: 'notion', pos: 'noun', example: 'He has no notion of time.', emoji: null, topics: ['education'] })).toEqual({ kind: 'typographic', key: null, motif: 'game-icons:graduate-cap' });
    const svg = composeSvg({ word: 'for', pos: 'preposition', example: 'This present is for you.', emoji: null }, 1);
    expect(svg).toContain('>for</text>');
    expect(svg).toContain('>This present is for you.</text>');
  });

  it('draws four different variants of one word, typographic ones too', () => {
    for (const input of [
      { word: 'apple', pos: 'noun', example: 'She ate an apple.', emoji: null },
      { word: 'although', pos: 'conjunction', example: 'Although it rained, we went out.', emoji: null },
    ]) {
      const svgs = new Set([0, 1, 2, 3].map((v) => composeSvg(input, v).replace(/hsl\([^)]*\)/g, '')));
      expect(svgs.size).toBe(4);
    }
  });

  it('gives a photo a new address when what it shows changes', () => {
    const a = photoHash({ word: 'tired', pos: 'adjective', example: 'I am tired.', emoji: null }, 0);
    expect(photoHash({ word: 'tired', pos: 'adjective', example: 'I am tired after the football match.', emoji: null }, 0)).not.toBe(a);
    expect(photoHash({ word: 'tired', pos: 'adjective', example: 'I am tired.', emoji: null }, 0)).toBe(a);
  });

  it('sets the example as text, not markup', () => {
    const svg = composeSvg({ word: 'although', pos: 'conjunction', example: '<b>x</b> & "y"', emoji: null }, 0);
    expect(svg).toContain('>&lt;b&gt;x&lt;/b&gt; &amp; &quot;y&quot;</text>');
    expect(svg).not.toContain('<b>');
  });

  it('renders a picture and a typographic card to WebP at both sizes', async () => {
    for (const input of [
      { word: 'because', pos: 'conjunction', example: 'I stayed home because it rained.', emoji: null },
      { word: 'anvil', pos: 'noun', example: 'The smith hit the anvil.', emoji: null },
    ]) {
      const [large, small] = await Promise.all([emojiPhotoGenerator.render(input, 2, 'large'), emojiPhotoGenerator.render(input, 2, 'small')]);
      expect(large.subarray(8, 12).toString()).toBe('WEBP');
      expect(small.subarray(8, 12).toString()).toBe('WEBP');
      expect(await sharp(large).metadata()).toMatchObject({ width: 1080, height: 1080 });
      expect(await sharp(small).metadata()).toMatchObject({ width: 360, height: 360 });
    }
  });
});
