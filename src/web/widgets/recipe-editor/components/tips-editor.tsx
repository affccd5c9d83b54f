import { useId } from 'react';
import { Lightbulb, Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { addTip, autocompleteTips, suggestTips } from '../../../../shared/suggestions/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useEditorLanguage } from '../hooks/use-editor-language.ts';
import { useListInput } from '../hooks/use-list-input.ts';
import { SuggestionInput } from './suggestion-input.tsx';

export interface TipsEditorProps {
  tips: string[];
  onChange: (tips: string[]) => void;
}

/**
 * The tips editor (spec section 5, "Tips"): a new tip must be non-empty and not a duplicate;
 * 3 suggested tips while the recipe has fewer than 5; autocomplete above 2 characters, 5 matches.
 */
export function TipsEditor({ tips, onChange }: TipsEditorProps) {
  const { t } = useTranslation('editor');
  const lang = useEditorLanguage();
  const { input, duplicate, inputRef, add, addAndClear, changeInput, removeAt } = useListInput(tips, onChange, addTip);
  const duplicateId = useId();
  const suggestedId = useId();

  const addTyped = () => addAndClear(input);

  const matches = autocompleteTips(input, lang, tips);
  const suggested = suggestTips(tips, lang);

  return (
    <div className="flex flex-col gap-3">
      {tips.length > 0 ? (
        <ol aria-label={t('tips.list')} className="flex flex-col gap-1.5">
          {tips.map((tip, index) => (
            <li
              key={`${tip}-${index}`}
              className="flex items-start gap-2 rounded-xl border bg-card py-1 pr-1 pl-3 text-sm"
            >
              <Lightbulb className="mt-2 size-4 shrink-0 text-amber-600" aria-hidden="true" />
              <span className="min-w-0 flex-1 py-1.5 break-words">{tip}</span>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('tips.remove', { position: index + 1 })}
                title={t('tips.remove', { position: index + 1 })}
                className="size-9 text-muted-foreground hover:text-destructive"
                onClick={() => removeAt(index)}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">{t('tips.empty')}</p>
      )}

      <div className="flex gap-2">
        <SuggestionInput
          ref={inputRef}
          value={input}
          aria-label={t('tips.label')}
          aria-invalid={duplicate ? true : undefined}
          aria-describedby={duplicate ? duplicateId : undefined}
          placeholder={t('tips.placeholder')}
          listLabel={t('suggestions.label')}
          suggestions={matches}
          wrapperClassName="min-w-0 flex-1"
          onChange={(event) => changeInput(event.target.value)}
          onPick={addAndClear}
          onEnter={addTyped}
        />
        <Button variant="outline" onClick={addTyped} disabled={input.trim() === ''}>
          <Plus aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t('tips.add')}</span>
        </Button>
      </div>
      {duplicate ? (
        <p id={duplicateId} role="alert" className="text-sm font-medium text-destructive">
          {t('tips.duplicate')}
        </p>
      ) : null}

      {suggested.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h4 id={suggestedId} className="text-sm font-medium text-muted-foreground">
            {t('tips.suggested')}
          </h4>
          <ul aria-labelledby={suggestedId} className="flex flex-col gap-1.5">
            {suggested.map((tip) => (
              <li key={tip}>
                <button
                  type="button"
                  aria-label={t('tips.addNamed', { tip })}
                  className="flex w-full items-start gap-2 rounded-xl border border-dashed px-3 py-2 text-left text-sm text-muted-foreground transition-colors hover:border-solid hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring"
                  onClick={() => add(tip)}
                >
                  <Plus className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {tip}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
