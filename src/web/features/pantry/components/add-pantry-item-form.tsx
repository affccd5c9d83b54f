import { useId, useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useAddPantryItem } from '../../../entities/pantry/index.ts';
import { useLanguage } from '../../../lib/language.ts';
import { bilingualSuggestions } from '../lib/suggestions.ts';

/** Quick add: a name (with the editor's ingredient suggestions), an amount, a best-before date. */
export function AddPantryItemForm() {
  const { t } = useTranslation('pantry');
  const { language } = useLanguage();
  const add = useAddPantryItem();
  const [name, setName] = useState('');
  const [amount, setAmount] = useState('');
  const [bestBefore, setBestBefore] = useState('');
  const ids = { name: useId(), amount: useId(), date: useId(), list: useId(), heading: useId() };
  const suggestions = bilingualSuggestions(name, language).filter((s) => s !== name.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    add.mutate(
      { name: trimmed, amount: amount.trim(), bestBefore: bestBefore || null },
      {
        onSuccess: () => {
          toast({ title: t('add.added', { name: trimmed }) });
          setName('');
          setAmount('');
          setBestBefore('');
        },
        onError: () => toast({ title: t('add.failed'), variant: 'destructive' }),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-labelledby={ids.heading}
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border bg-card p-4"
    >
      <h2 id={ids.heading} className="font-display text-lg font-semibold">
        {t('add.heading')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={ids.name}>{t('add.name')}</Label>
          <Input
            id={ids.name}
            value={name}
            maxLength={200}
            list={ids.list}
            autoComplete="off"
            placeholder={t('add.namePlaceholder')}
            onChange={(e) => setName(e.target.value)}
          />
          <datalist id={ids.list}>
            {suggestions.map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={ids.amount}>{t('add.amount')}</Label>
          <Input
            id={ids.amount}
            value={amount}
            maxLength={100}
            placeholder={t('add.amountPlaceholder')}
            onChange={(e) => setAmount(e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={ids.date}>{t('add.bestBefore')}</Label>
          <Input id={ids.date} type="date" value={bestBefore} onChange={(e) => setBestBefore(e.target.value)} />
        </div>
        <Button type="submit" disabled={name.trim() === '' || add.isPending}>
          <Plus aria-hidden="true" />
          {t('add.submit')}
        </Button>
      </div>
    </form>
  );
}
