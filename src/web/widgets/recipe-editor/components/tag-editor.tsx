import { useId } from 'react';
import { Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { addTag, popularTags, removeLastTag, suggestTags } from '../../../../shared/suggestions/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useEditorLanguage } from '../hooks/use-editor-language.ts';
import { useListInput } from '../hooks/use-list-input.ts';
import { SuggestionInput } from './suggestion-input.tsx';

export interface TagEditorProps {
  tags: string[];
  onChange: (tags: string[]) => void;
}

/**
 * The tag editor (spec section 5, "Tags"): chips; Enter adds the typed tag (trimmed, non-empty,
 * no duplicates), Backspace in the empty field removes the last one; up to 8 suggestions while
 * typing and the 12 popular tags (those not on the recipe yet) a tap away.
 */
export function TagEditor({ tags, onChange }: TagEditorProps) {
  const { t } = useTranslation('editor');
  const lang = useEditorLanguage();
  const { input, duplicate, inputRef, add, addAndClear, changeInput, removeAt } = useListInput(tags, onChange, addTag);
  const hintId = useId();
  const duplicateId = useId();
  const popularId = useId();

  const addTyped = () => addAndClear(input);

  const suggestions = suggestTags(input, tags, lang);
  const popular = popularTags(tags, lang);

  return (
    <div className="flex flex-col gap-3">
      {tags.length > 0 ? (
        <ul aria-label={t('tags.list')} className="flex flex-wrap gap-1.5">
          {tags.map((tag, index) => (
            <li
              key={`${tag}-${index}`}
              className="inline-flex items-center gap-1 rounded-full bg-secondary py-1 pr-1 pl-3 text-sm font-medium text-secondary-foreground"
            >
              {tag}
              <button
                type="button"
                aria-label={t('tags.remove', { tag })}
                className="flex size-7 items-center justify-center rounded-full hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                onClick={() => removeAt(index)}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('tags.empty')}</p>
      )}

      <div className="flex gap-2">
        <SuggestionInput
          ref={inputRef}
          value={input}
          aria-label={t('tags.label')}
          aria-describedby={[hintId, duplicate ? duplicateId : null].filter(Boolean).join(' ')}
          placeholder={t('tags.placeholder')}
          enterKeyHint="enter"
          listLabel={t('suggestions.label')}
          suggestions={suggestions}
          wrapperClassName="min-w-0 flex-1"
          onChange={(event) => changeInput(event.target.value)}
          onPick={addAndClear}
          onEnter={addTyped}
          onKeyDown={(event) => {
            if (event.key === 'Backspace' && input === '' && tags.length > 0) {
              event.preventDefault();
              onChange([...removeLastTag(tags)]);
            }
          }}
        />
        <Button variant="outline" onClick={addTyped} disabled={input.trim() === ''}>
          <Plus aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t('tags.add')}</span>
        </Button>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('tags.hint')}
      </p>
      {duplicate ? (
        <p id={duplicateId} role="status" className="text-sm text-amber-800">
          {t('tags.duplicate')}
        </p>
      ) : null}

      {popular.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h4 id={popularId} className="text-sm font-medium text-muted-foreground">
            {t('tags.popular')}
          </h4>
          <ul aria-labelledby={popularId} className="flex flex-wrap gap-1.5">
            {popular.map((tag) => (
              <li key={tag}>
                <button
                  type="button"
                  aria-label={t('tags.addNamed', { tag })}
                  className="inline-flex min-h-8 items-center gap-1 rounded-full border border-dashed px-3 py-1 text-sm text-muted-foreground transition-colors hover:border-solid hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring"
                  onClick={() => add(tag)}
                >
                  <Plus className="size-3.5" aria-hidden="true" />
                  {tag}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
