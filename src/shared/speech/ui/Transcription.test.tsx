import { allSettled, fork } from 'effector';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInScope } from '../../../test/render';
import { readItem, STORAGE_KEYS, writeItem } from '../../storage';
import { $speechPrefs, loadSpeechPrefs, speechPrefsChanged } from '../prefs';
import { Transcription } from './Transcription';

const water = { uk: 'ˈwɔːtə', us: 'ˈwɔːtər' };

describe('the transcription under a word', () => {
  it('is British by default, American once the learner picks it, and the other accent where one is unknown', async () => {
    const scope = fork();
    const { unmount } = renderInScope(<Transcription value={water} />, { scope });
    expect(screen.getByTestId('transcription').textContent).toBe('[ˈwɔːtə]');
    expect(screen.getByTestId('transcription').getAttribute('title')).toBe('British pronunciation');
    await allSettled(speechPrefsChanged, { scope, params: { accent: 'us' } });
    expect(screen.getByTestId('transcription').textContent).toBe('[ˈwɔːtər]');
    unmount();
    const garden = renderInScope(<Transcription value={{ uk: 'ˈɡɑːdn', us: null }} />, { scope });
    expect(screen.getByTestId('transcription').textContent).toBe('[ˈɡɑːdn]');
    expect(screen.getByTestId('transcription').dataset.accent).toBe('uk');
    garden.unmount();
  });

  it('shows nothing for a word no dictionary has', () => {
    renderInScope(<Transcription value={{ uk: null, us: null }} />, { scope: fork() });
    expect(screen.queryByTestId('transcription')).toBeNull();
  });
});

describe('pronunciation settings', () => {
  it('start with autoplay off, normal speed and British; survive a reload; ignore a damaged value', () => {
    writeItem(STORAGE_KEYS.speech, '{not json');
    expect(loadSpeechPrefs()).toEqual({ autoplay: false, slower: false, accent: 'uk' });
    writeItem(STORAGE_KEYS.speech, JSON.stringify({ autoplay: true, slower: true, accent: 'us' }));
    expect(loadSpeechPrefs()).toEqual({ autoplay: true, slower: true, accent: 'us' });
  });

  it('are saved as they change', async () => {
    const scope = fork();
    await allSettled(speechPrefsChanged, { scope, params: { slower: true } });
    expect(scope.getState($speechPrefs).slower).toBe(true);
    expect(JSON.parse(readItem(STORAGE_KEYS.speech)!)).toMatchObject({ slower: true });
  });
});
