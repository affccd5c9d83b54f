import { useId, useState, type FormEvent } from 'react';
import { Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useSaveStaples, useStaples } from '../../../entities/pantry/index.ts';

/** The per-user staples (salt, water, oil, pepper…) that never count as missing. */
export function StaplesCard() {
  const { t } = useTranslation('pantry');
  const staples = useStaples();
  const save = useSaveStaples();
  const [input, setInput] = useState('');
  const inputId = useId();
  const list = staples.data ?? [];
  const failed = () => toast({ title: t('staples.failed'), variant: 'destructive' });

  const add = (event: FormEvent) => {
    event.preventDefault();
    const name = input.trim();
    if (!name || list.some((s) => s.toLowerCase() === name.toLowerCase())) return setInput('');
    save.mutate([...list, name], { onSuccess: () => setInput(''), onError: failed });
  };

  return (
    <section
      aria-labelledby="pantry-staples-heading"
      className="flex flex-col gap-2 rounded-[var(--radius-card)] border bg-card p-4"
    >
      <h2 id="pantry-staples-heading" className="font-display text-lg font-semibold">
        {t('staples.heading')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('staples.intro')}</p>
      <ul className="flex flex-wrap gap-1.5" aria-label={t('staples.heading')}>
        {list.map((name) => (
          <li key={name} className="inline-flex items-center gap-1 rounded-full bg-secondary py-1 pr-1 pl-3 text-sm">
            {name}
            <button
              type="button"
              aria-label={t('staples.remove', { name })}
              className="flex size-7 items-center justify-center rounded-full hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
              onClick={() =>
                save.mutate(
                  list.filter((s) => s !== name),
                  { onError: failed },
                )
              }
            >
              <X className="size-3.5" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={add} className="flex flex-wrap gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('staples.add')}
        </label>
        <Input
          id={inputId}
          value={input}
          maxLength={100}
          placeholder={t('staples.placeholder')}
          className="min-w-[10rem] flex-1"
          onChange={(e) => setInput(e.target.value)}
        />
        <Button type="submit" variant="outline" disabled={input.trim() === '' || save.isPending}>
          <Plus aria-hidden="true" />
          {t('staples.add')}
        </Button>
      </form>
    </section>
  );
}
