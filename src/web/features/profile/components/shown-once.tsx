import { useId, useState } from 'react';
import { Check, Copy, KeyRound } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';

interface ShownOnceProps {
  title: string;
  description: string;
  label: string;
  value: string;
  copyLabel: string;
  copiedLabel: string;
  copyFailedLabel: string;
  doneLabel: string;
  onDone: () => void;
}

/** A secret the server shows once (a new token, a signing secret): read-only, selectable, copyable. */
export function ShownOnce(props: ShownOnceProps) {
  const id = useId();
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const copy = () => {
    navigator.clipboard
      .writeText(props.value)
      .then(() => setCopied('yes'))
      .catch(() => setCopied('failed'));
  };
  return (
    <div role="status" className="flex flex-col gap-3 rounded-lg border border-herb-700/40 bg-secondary/40 p-4">
      <div className="flex items-start gap-2">
        <KeyRound className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <div className="flex flex-col gap-1">
          <p className="font-semibold">{props.title}</p>
          <p className="text-sm text-muted-foreground">{props.description}</p>
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={id}>{props.label}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={id}
            readOnly
            value={props.value}
            className="font-mono text-xs"
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button type="button" variant="outline" onClick={copy} className="shrink-0">
            {copied === 'yes' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied === 'yes' ? props.copiedLabel : props.copyLabel}
          </Button>
        </div>
        {copied === 'failed' && <p className="text-sm text-destructive">{props.copyFailedLabel}</p>}
      </div>
      <Button type="button" onClick={props.onDone} className="w-full sm:w-fit">
        {props.doneLabel}
      </Button>
    </div>
  );
}

/** A date and time in the reader's language. */
export function formatWhen(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** The server's `reason`, `field` and `code` of a refusal, when its body says. */
export function refusalOf(error: unknown): { status?: number; reason?: string; field?: string } {
  const e = error as { status?: unknown; body?: unknown };
  const status = typeof e?.status === 'number' ? e.status : undefined;
  if (typeof e?.body !== 'string') return { status };
  try {
    const parsed = JSON.parse(e.body) as { reason?: unknown; field?: unknown };
    return {
      status,
      reason: typeof parsed.reason === 'string' ? parsed.reason : undefined,
      field: typeof parsed.field === 'string' ? parsed.field : undefined,
    };
  } catch {
    return { status };
  }
}
