import { describe, expect, it } from 'vitest';
import { acceptedAnswers, editDistance, gradeTyped } from './typed';

describe('a typed answer', () => {
  it('is right when spelled exactly, whatever the case, spaces and a final full stop', () => {
    expect(gradeTyped('  Beautiful. ', 'beautiful')).toBe('exact');
    expect(gradeTyped('ice  cream', 'ice cream')).toBe('exact');
  });

  it('counts ё and е as the same letter', () => {
    expect(gradeTyped('еж', 'ёж')).toBe('exact');
    expect(gradeTyped('Ёлка', 'елка')).toBe('exact');
  });

  it('forgives one wrong, missing, extra or swapped letter in a word of four letters or more', () => {
    expect(gradeTyped('beautifull', 'beautiful')).toBe('typo');
    expect(gradeTyped('beutiful', 'beautiful')).toBe('typo');
    expect(gradeTyped('beautigul', 'beautiful')).toBe('typo');
    expect(gradeTyped('baeutiful', 'beautiful')).toBe('typo');
  });

  it('is wrong with two mistakes, another word, or nothing typed', () => {
    expect(gradeTyped('beutifull', 'beautiful')).toBe('wrong');
    expect(gradeTyped('pretty', 'beautiful')).toBe('wrong');
    expect(gradeTyped('   ', 'beautiful')).toBe('wrong');
  });

  it('does not forgive a letter in a short word, where it is usually another word', () => {
    expect(gradeTyped('go', 'do')).toBe('wrong');
    expect(gradeTyped('car', 'cat')).toBe('wrong');
  });

  it('accepts any of the variants of a translation', () => {
    expect(acceptedAnswers('дом, здание; жильё (разг.)')).toEqual(expect.arrayContaining(['дом', 'здание', 'жилье']));
    expect(gradeTyped('здание', 'дом, здание')).toBe('exact');
    expect(gradeTyped('run', '(to) run')).toBe('exact');
  });

  it('measures swaps as one edit', () => {
    expect(editDistance('ab', 'ba')).toBe(1);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
  });
});
