import { describe, expect, it } from 'vitest';
import { composeSvg, emojiPhotoGenerator, pickEmojis } from './generator';

describe('card pictures', () => {
  it('pictures a concrete word by its reviewed hint or an exact emoji label', () => {
    expect(pickEmojis({ word: 'apple', pos: 'noun', example: 'She ate an apple.', emoji: null })?.[0]).toBe('🍎');
    expect(pickEmojis({ word: 'kitty', pos: 'noun', example: null, emoji: '🐱' })?.[0]).toBe('🐱');
  });

  it('does not take a form of the card’s own word in the example for another thing ("saw" of "see" is no hand saw)', () => {
    expect(pickEmojis({ word: 'see', pos: 'verb', example: 'I really hope no one saw that.', emoji: '👀' })).toEqual(['👀']);
    expect(pickEmojis({ word: 'cut', pos: 'verb', example: 'He cut the wood with a saw.', emoji: '✂️' })).toContain('🪚');
  });

  it('gives grammar words and words without a fitting emoji a typographic card, never a stand-in emoji', () => {
    expect(pickEmojis({ word: 'for', pos: 'preposition', example: 'This is for you.', emoji: null })).toBeNull();
    expect(pickEmojis({ word: 'responsibility', pos: 'noun', example: 'It is your responsibility.', emoji: null })).toBeNull();
    const svg = composeSvg({ word: 'for', pos: 'preposition', example: 'This present is for you.', emoji: null }, 1);
    expect(svg).toContain('>for</text>');
    expect(svg).toContain('>This present is for you.</text>');
    expect(svg).not.toContain('viewBox="0 0 36 36"');
  });

  it('sets the example as text, not markup', () => {
    const svg = composeSvg({ word: 'although', pos: 'conjunction', example: '<b>x</b> & "y"', emoji: null }, 0);
    expect(svg).toContain('>&lt;b&gt;x&lt;/b&gt; &amp; &quot;y&quot;</text>');
    expect(svg).not.toContain('<b>');
  });

  it('renders a typographic card to WebP at both sizes', async () => {
    const { large, small } = await emojiPhotoGenerator.render({ word: 'because', pos: 'conjunction', example: 'I stayed home because it rained.', emoji: null }, 2);
    expect(large.subarray(8, 12).toString()).toBe('WEBP');
    expect(small.length).toBeLessThan(large.length);
  });
});
