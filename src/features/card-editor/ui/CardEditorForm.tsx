import { useEffect } from 'react';
import { Button, Checkbox, FormItem, Header, Placeholder, Textarea } from '@vkontakte/vkui';
import { Spinner } from '../../../shared/ui';
import { Icon20PictureOutline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { CardPhoto, PhotoCard, type Card } from '../../../entities/card';
import { $user } from '../../../entities/user';
import { FormFailure, TextField, useFieldMessage } from '../../../shared/form';
import {
  $draftRestored,
  $loadFailed,
  $original,
  $photosFailed,
  $pictureChanged,
  $previewLevel,
  $previewTranscription,
  $previewPhotos,
  $suggestions,
  $tagSuggestions,
  $variants,
  cardForm,
  CARD_LIMITS,
  photoChosen,
  photosFx,
  photosRequested,
  suggestFx,
  suggestRequested,
  tagsOf,
  tagsRequested,
} from '../model';
import styles from './CardEditorForm.module.css';
import '../../../shared/i18n/lazy/cards';

const POS = ['noun', 'verb', 'adjective', 'adverb', 'phrase'];

/** The card editor (new-card, edit-card): suggestions, photo variants, tags, flags, live preview, rules. */
export function CardEditorForm({ editing }: { editing: boolean }) {
  const { t } = useTranslation('cards');
  const [user, values, issues, serverErrors, pending, change, submit] = useUnit([
    $user,
    cardForm.$values,
    cardForm.$issues,
    cardForm.$serverErrors,
    cardForm.$pending,
    cardForm.fieldChanged,
    cardForm.submitted,
  ]);
  const [suggestions, suggesting, suggest, variants, generating, generate, choose, photosFailed, pictureChanged, previewPhotos, previewLevel, tagSuggestions, askTags, restored, original, loadFailed] = useUnit([
    $suggestions,
    suggestFx.pending,
    suggestRequested,
    $variants,
    photosFx.pending,
    photosRequested,
    photoChosen,
    $photosFailed,
    $pictureChanged,
    $previewPhotos,
    $previewLevel,
    $tagSuggestions,
    tagsRequested,
    $draftRestored,
    $original,
    $loadFailed,
  ]);
  const previewTranscription = useUnit($previewTranscription);
  const lastTag = values.tags.split(',').pop()?.trim() ?? '';
  useEffect(() => {
    askTags(lastTag);
  }, [lastTag, askTags]);
  const photoError = useFieldMessage(issues.photo, serverErrors.photo);
  const exampleServer = serverErrors.example;
  const tagsError = useFieldMessage(issues.tags, serverErrors.tags ?? Object.entries(serverErrors).find(([k]) => k.startsWith('tags.'))?.[1]);
  const tags = tagsOf(values.tags);

  if (editing && loadFailed) return <Placeholder title={t('editor.loadFailed')} />;
  if (editing && !original) {
    return (
      <div className={styles.loading}>
        <Spinner size="l" />
      </div>
    );
  }

  const preview: Card = {
    transcription: previewTranscription ?? undefined,
    id: 0,
    word: values.word || t('editor.wordPlaceholder'),
    translation: values.translation || '—',
    example: values.example || null,
    exampleTranslation: values.exampleTranslation || null,
    photos: previewPhotos,
    tags,
    level: previewLevel,
    collection: 'user',
    author: user ? { id: user.id, name: user.name ?? null, avatar: user.avatar ?? null } : null,
    status: 'published',
    isPublic: true,
    allowComments: values.allowComments,
    decision: null,
    stage: null,
    bookmarked: false,
    expiresAt: null,
  };
  const canGenerate = values.word.trim() !== '' && values.example.trim() !== '' && (!editing || pictureChanged);

  return (
    <form
      noValidate
      className={styles.layout}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="card-editor"
    >
      <div className={styles.fields}>
        {restored ? <div className={styles.note}>{t('editor.draftRestored')}</div> : null}
        <TextField
          form={cardForm}
          name="word"
          label={t('editor.word')}
          placeholder={t('editor.wordPlaceholder')}
          maxLength={CARD_LIMITS.word}
          testId="editor-word"
          after={
            <Button mode="tertiary" size="s" type="button" onClick={() => suggest()} loading={suggesting} disabled={!values.word.trim()} data-testid="editor-suggest">
              {t('editor.suggestShort')}
            </Button>
          }
        />
        {suggestions && suggestions.length === 0 ? (
          <div className={styles.note} data-testid="editor-no-translations">
            {t('editor.noTranslations')}
          </div>
        ) : null}
        {suggestions && suggestions.length > 0 ? (
          <div className={styles.suggestions} data-testid="editor-suggestions">
            {suggestions.map((group, i) => (
              <div key={`${group.pos}-${i}`} className={styles.group}>
                <span className={styles.pos}>{t(`editor.pos.${POS.includes(group.pos ?? '') ? (group.pos as 'noun') : 'other'}`)}</span>
                {group.translations.slice(0, 8).map((tr) => (
                  <button
                    key={tr}
                    type="button"
                    className={styles.chip}
                    data-selected={values.translation === tr}
                    onClick={() => change({ name: 'translation', value: tr })}
                    data-testid="editor-suggestion"
                  >
                    {tr}
                  </button>
                ))}
              </div>
            ))}
          </div>
        ) : null}
        <TextField form={cardForm} name="translation" label={t('editor.translation')} hint={t('editor.translationHint')} maxLength={CARD_LIMITS.translation} testId="editor-translation" />
        <FormItem top={t('editor.example')} htmlFor="field-example" status={issues.example || exampleServer ? 'error' : 'default'} bottom={issues.example ? undefined : exampleServer?.[0]}>
          <Textarea
            id="field-example"
            rows={2}
            maxLength={CARD_LIMITS.example}
            value={values.example}
            placeholder={t('editor.examplePlaceholder')}
            onChange={(event) => change({ name: 'example', value: event.target.value })}
            data-testid="editor-example"
          />
        </FormItem>
        <TextField form={cardForm} name="exampleTranslation" label={t('editor.exampleTranslation')} maxLength={CARD_LIMITS.example} testId="editor-example-translation" />
        <FormItem top={t('editor.photos')} status={photoError ? 'error' : 'default'} bottom={photoError ?? (photosFailed ? t('editor.noPhotos') : editing && !pictureChanged ? t('editor.regenerateHint') : variants.length === 0 ? t('editor.generateHint') : undefined)}>
          <Button mode="secondary" size="m" type="button" before={<Icon20PictureOutline />} onClick={() => generate()} loading={generating} disabled={!canGenerate} data-testid="editor-generate">
            {t('editor.generate')}
          </Button>
          {variants.length > 0 ? (
            <div className={styles.variants} role="radiogroup" aria-label={t('editor.photos')}>
              {variants.map((v, i) => (
                <button
                  key={v.id}
                  type="button"
                  role="radio"
                  aria-checked={values.photo === v.id}
                  aria-label={t('editor.choosePhoto', { n: i + 1 })}
                  className={styles.variant}
                  onClick={() => choose(v.id)}
                  data-testid="editor-photo"
                >
                  <CardPhoto photos={v.photos} alt={t('editor.choosePhoto', { n: i + 1 })} className={styles.variantImage} />
                </button>
              ))}
            </div>
          ) : null}
        </FormItem>
        <FormItem top={t('editor.tags')} htmlFor="field-tags" status={tagsError ? 'error' : 'default'} bottom={tagsError ?? t('editor.tagsHint', { count: tags.length })}>
          <Textarea
            id="field-tags"
            rows={1}
            value={values.tags}
            onChange={(event) => change({ name: 'tags', value: event.target.value })}
            data-testid="editor-tags"
          />
          <div className={styles.group}>
            {tagSuggestions
              .filter((tag) => !tags.includes(tag))
              .slice(0, 8)
              .map((tag) => (
                <button
                  key={tag}
                  type="button"
                  className={styles.chip}
                  onClick={() => change({ name: 'tags', value: [...tags.filter((x) => x !== lastTag.toLowerCase()), tag].join(', ') })}
                >
                  #{tag}
                </button>
              ))}
          </div>
        </FormItem>
      </div>
      {/* Beside the fields on a wide screen (sticky), below them on a phone: what learners will see, then sending. */}
      <aside className={styles.side} aria-label={t('editor.preview')}>
        <Header size="s">{t('editor.preview')}</Header>
        <div className={styles.previewFrame}>
          <PhotoCard card={preview} testId="editor-preview" />
        </div>
        <Checkbox checked={values.allowComments} onChange={(event) => change({ name: 'allowComments', value: event.target.checked })} data-testid="editor-allow-comments">
          {t('editor.allowComments')}
        </Checkbox>
        <Checkbox checked={values.isPrivate} onChange={(event) => change({ name: 'isPrivate', value: event.target.checked })} data-testid="editor-private">
          {t('editor.isPrivate')}
        </Checkbox>
        <div className={styles.rules} data-testid="editor-rules">
          <strong>{t('editor.rulesTitle')}</strong>
          <p>{t('editor.rules')}</p>
        </div>
        <FormFailure form={cardForm} fields={['word', 'translation', 'example', 'exampleTranslation', 'photo', 'tags']} />
        <FormItem>
          <Button type="submit" size="l" stretched loading={pending} data-testid="editor-submit">
            {editing ? t('editor.save') : values.isPrivate ? t('editor.create') : t('editor.send')}
          </Button>
        </FormItem>
      </aside>
    </form>
  );
}
