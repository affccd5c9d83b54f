import { useId, useRef, useState, type DragEvent, type RefObject } from 'react';
import { Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/utils.ts';

export interface UploadDropZoneProps {
  disabled?: boolean;
  /** A file was chosen or dropped (checked by the caller). */
  onFile: (file: File) => void;
  /** The "Choose a photo" button, for the caller to give focus back to ('upload new'). */
  buttonRef?: RefObject<HTMLButtonElement | null>;
}

/**
 * Upload a photo: a button that opens the file chooser (keyboard and touch), and a zone that takes
 * a dropped file (mouse). Only image types are offered by the chooser; the caller checks type and
 * size again, since a drop can bring anything.
 */
export function UploadDropZone({ disabled = false, onFile, buttonRef }: UploadDropZoneProps) {
  const { t } = useTranslation('images');
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  function take(files: FileList | null | undefined) {
    const file = files?.[0];
    if (file) onFile(file);
  }

  function onDragOver(event: DragEvent) {
    if (disabled || !Array.from(event.dataTransfer.types).includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  }

  function onDrop(event: DragEvent) {
    if (disabled) return;
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files);
  }

  return (
    <div
      data-testid="image-drop-zone"
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-4 text-center transition-colors sm:p-6',
        over ? 'border-primary bg-accent' : 'border-input',
        disabled && 'opacity-60',
      )}
    >
      <Upload className="size-6 text-muted-foreground" aria-hidden="true" />
      <p id={hintId} className="text-sm text-muted-foreground">
        {over ? t('manager.dropActive') : t('manager.dropHint')}
      </p>
      <Button
        ref={buttonRef}
        variant="outline"
        disabled={disabled}
        aria-describedby={hintId}
        onClick={() => inputRef.current?.click()}
      >
        <Upload aria-hidden="true" />
        {t('manager.choose')}
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        tabIndex={-1}
        aria-label={t('manager.choose')}
        className="sr-only"
        disabled={disabled}
        onChange={(event) => {
          take(event.target.files);
          // The same file chosen again (after 'upload new') must fire change again.
          event.target.value = '';
        }}
      />
    </div>
  );
}
