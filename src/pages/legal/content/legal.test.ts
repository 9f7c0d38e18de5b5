import { describe, expect, it } from 'vitest';
import { en } from './en';
import { ru } from './ru';

describe('legal documents', () => {
  it.each(['user-agreement', 'privacy', 'privacy-agreement'] as const)('%s has the same structure in both languages, with real text', (name) => {
    const a = en[name];
    const b = ru[name];
    expect(b.sections.length).toBe(a.sections.length);
    expect(b.intro.length).toBe(a.intro.length);
    a.sections.forEach((section, i) => {
      const other = b.sections[i]!;
      expect(other.paragraphs?.length ?? 0, `${name} §${i + 1} paragraphs`).toBe(section.paragraphs?.length ?? 0);
      expect(other.items?.length ?? 0, `${name} §${i + 1} items`).toBe(section.items?.length ?? 0);
    });
    const words = (doc: typeof a) => [...doc.intro, ...doc.sections.flatMap((s) => [...(s.paragraphs ?? []), ...(s.items ?? [])])].join(' ').split(/\s+/).length;
    expect(words(a)).toBeGreaterThan(150);
    expect(words(b)).toBeGreaterThan(150);
  });

  it('the privacy policy and the consent name the data the app keeps and the law they follow', () => {
    for (const doc of [en.privacy, ru.privacy, en['privacy-agreement'], ru['privacy-agreement']]) {
      const text = JSON.stringify(doc);
      expect(text).toMatch(/e-mail/);
      expect(text).toMatch(/152-(FZ|ФЗ)/);
      expect(text).toMatch(/VK|ВКонтакте/);
    }
  });
});
