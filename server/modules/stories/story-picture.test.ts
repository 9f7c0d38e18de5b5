import { describe, expect, it } from 'vitest';
import { CEFR_LEVELS } from '../../domain/levels';
import { MILESTONE_RULES, parseMilestone } from './milestones';
import { composeStorySvg } from './story-picture';
import { storyText } from './story-texts';
import { storyLink } from './stories.routes';

const every = [...MILESTONE_RULES.streakDays.map((d) => `streak-${d}`), ...MILESTONE_RULES.wordsLearned.map((w) => `words-${w}`), ...CEFR_LEVELS.map((l) => `level-${l}`)];

describe('a story picture', () => {
  it('says each milestone in both interface languages, differently', () => {
    for (const key of every) {
      const m = parseMilestone(key)!;
      const en = storyText('en', m);
      const ru = storyText('ru', m);
      for (const field of ['kicker', 'unit', 'caption', 'invite'] as const) {
        expect(en[field], `${key} ${field}`).toMatch(/^[A-Za-z][\w ’,.!-]+$/);
        expect(ru[field], `${key} ${field}`).toMatch(/[а-яё]/i);
      }
      expect(en.figure).toBe(ru.figure);
    }
    expect(storyText('ru', parseMilestone('streak-7')!).unit).toBe('дней подряд');
    expect(storyText('en', parseMilestone('level-b1')!).figure).toBe('B1');
  });

  it('prints the app’s address and the learner’s name only when given, as text that cannot break the SVG', () => {
    const m = parseMilestone('words-100')!;
    const svg = composeStorySvg({ milestone: m, locale: 'ru', name: 'Анна <b>&', link: 'vk.com/app51234567' });
    expect(svg).toContain('>vk.com/app51234567<');
    expect(svg).toContain('>Анна &lt;b&gt;&amp;<');
    expect(svg).toContain('слов выучено');
    expect(composeStorySvg({ milestone: m, locale: 'en', name: null, link: 'slovo.example' })).not.toContain('Анна');
  });

  it('links to the mini app when shared inside VK and to the site otherwise', () => {
    const config = { appUrl: 'https://slovo.example', vk: { appId: 51234567, secret: null, launchMaxAgeSeconds: 3600 } };
    expect(storyLink(config, 'vk')).toBe('vk.com/app51234567');
    expect(storyLink(config, 'web')).toBe('slovo.example');
    expect(storyLink({ ...config, vk: { ...config.vk, appId: null } }, 'vk')).toBe('slovo.example');
  });

  it('knows only the milestones of the rules', () => {
    for (const key of ['streak-8', 'level-novice', 'words-99', 'streak-7-7', 'streak', '']) expect(parseMilestone(key), key).toBeNull();
  });
});
