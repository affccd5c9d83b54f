import { useMemo, useRef, type ComponentProps, type CSSProperties, type ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardCode,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/utils.ts';

/** Spec section 9, "Drag reorder": a pointer must move 8 px before a drag starts… */
export const DRAG_ACTIVATION_DISTANCE_PX = 8;
/** …and a keyboard drag moves 25 px per arrow press where there is no row to jump to. */
export const KEYBOARD_STEP_PX = 25;

/**
 * Arrow keys jump the row to the next slot (dnd-kit's sortable coordinates). When that has no
 * answer (rows not measured yet), the row steps 25 px, kept between the first and last rows.
 */
const keyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const jump = sortableKeyboardCoordinates(event, args);
  if (jump) return jump;
  const step =
    event.code === KeyboardCode.Down ? KEYBOARD_STEP_PX : event.code === KeyboardCode.Up ? -KEYBOARD_STEP_PX : 0;
  if (step === 0) return undefined;
  const tops = [...args.context.droppableRects.values()].map((rect) => rect.top);
  if (tops.length === 0) return undefined;
  const y = Math.min(Math.max(args.currentCoordinates.y + step, Math.min(...tops)), Math.max(...tops));
  return { ...args.currentCoordinates, y };
};

/** Rows move up and down only. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });
const MODIFIERS = [verticalOnly];

export interface SortableListProps {
  /** Row ids in their current order (react-hook-form field ids). */
  ids: readonly string[];
  onMove: (from: number, to: number) => void;
  /** How a row is named in announcements, from its index ("step 2", "flour"). */
  itemLabel: (index: number) => string;
  children: ReactNode;
}

/**
 * Drag-to-reorder for a vertical list (ingredients, steps): pointer and touch after 8 px, keyboard
 * from the handle (Space or Enter, arrows, Space or Enter to drop, Escape to cancel), with
 * translated screen-reader instructions and announcements.
 */
export function SortableList({ ids, onMove, itemLabel, children }: SortableListProps) {
  const { t } = useTranslation('editor');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_DISTANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );

  // Names are read when the drag starts: by the time the drop is announced the row has moved.
  const labels = useRef(new Map<string, string>());
  const snapshotLabels = () => {
    labels.current = new Map(ids.map((id, index) => [id, itemLabel(index)]));
  };

  const accessibility = useMemo(() => {
    const total = ids.length;
    const indexOf = (id: UniqueIdentifier) => ids.indexOf(String(id));
    const label = (id: UniqueIdentifier) => labels.current.get(String(id)) ?? itemLabel(Math.max(indexOf(id), 0));
    const announcements: Announcements = {
      onDragStart: ({ active }) =>
        t('dnd.pickedUp', { item: label(active.id), position: indexOf(active.id) + 1, total }),
      onDragOver: ({ active, over }) =>
        over
          ? t('dnd.movedTo', { item: label(active.id), position: indexOf(over.id) + 1, total })
          : t('dnd.notOver', { item: label(active.id) }),
      onDragEnd: ({ active, over }) =>
        over
          ? t('dnd.dropped', { item: label(active.id), position: indexOf(over.id) + 1, total })
          : t('dnd.cancelled', { item: label(active.id), position: indexOf(active.id) + 1, total }),
      onDragCancel: ({ active }) =>
        t('dnd.cancelled', { item: label(active.id), position: indexOf(active.id) + 1, total }),
    };
    return { announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } };
  }, [ids, itemLabel, t]);

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={MODIFIERS}
      accessibility={accessibility}
      onDragStart={snapshotLabels}
      onDragEnd={handleDragEnd}
    >
      <SortableContext items={ids as string[]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** One sortable row: put `rowProps` on the row and spread `handleProps` on <DragHandle>. */
export function useSortableRow(id: string) {
  const { t } = useTranslation('editor');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription: t('dnd.roleDescription') },
  });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 10 : undefined,
  };
  return {
    isDragging,
    rowProps: { ref: setNodeRef, style },
    handleProps: { ref: setActivatorNodeRef, ...attributes, ...listeners },
  };
}

/** The visible grip a row is dragged by; it is a button so it can be reached with Tab. */
export function DragHandle({ label, className, ...props }: ComponentProps<'button'> & { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      className={cn(
        'flex size-10 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring active:cursor-grabbing aria-pressed:bg-accent aria-pressed:text-accent-foreground',
        className,
      )}
      {...props}
    >
      <GripVertical className="size-5" aria-hidden="true" />
    </button>
  );
}
