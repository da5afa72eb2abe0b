import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import * as styles from './SortableList.css';

export interface SortableListItem {
  id: string;
  /** Plain text naming the item: the handle's label and the announcements say it. */
  name: string;
  /** What the row shows beside its handle; the name without it. */
  content?: ReactNode;
}

/** The words of the list, in the screen's language. Positions count from 1. */
export interface SortableListLabels {
  /** The handle's accessible name, e.g. "Move Guest". */
  handle: (name: string) => string;
  /** How to move with the keyboard, the handles' description. */
  instructions: string;
  pickedUp: (name: string, position: number, total: number) => string;
  moved: (name: string, position: number, total: number) => string;
  dropped: (name: string, position: number, total: number) => string;
  cancelled: (name: string, position: number, total: number) => string;
}

export interface SortableListProps {
  /** The list's accessible name. */
  label: string;
  items: readonly SortableListItem[];
  /** The ids in their new order, after each step of a move (the list is controlled). */
  onReorder: (ids: string[]) => void;
  labels: SortableListLabels;
  /** Shows the items without handles: the order cannot change. */
  readOnly?: boolean;
}

interface Move {
  id: string;
  /** The order before the move, for Escape. */
  original: string[];
  by: 'keyboard' | 'pointer';
}

/** `ids` with `id` moved to `index`. */
function moveTo(ids: readonly string[], id: string, index: number): string[] {
  const rest = ids.filter((entry) => entry !== id);
  rest.splice(Math.max(0, Math.min(index, rest.length)), 0, id);
  return rest;
}

/**
 * A list whose order people change, by pointer (drag a row's handle) and by keyboard: Space or Enter on
 * a handle picks the item up, the arrow keys (and Home, End) move it, Space or Enter drops it, Escape puts
 * it back. A live region announces each step with the item's position; no drag-and-drop library.
 *
 * - **Use it** for an order that matters and is saved as a whole (the roles of an app): the screen keeps
 *   the order in state and saves it with its own button.
 * - **Not for** long lists (hundreds of rows), nor for sorting by a column: that is DataTable.
 * - **Content:** `name` is the plain text a screen reader says; `content` may add badges or actions.
 * - **Accessibility:** each handle is a button named "Move …", described by the instructions, pressed
 *   while its item is picked up; focus stays on the handle as the item moves.
 */
export function SortableList({ label, items, onReorder, labels, readOnly = false }: SortableListProps) {
  const instructionsId = useId();
  const [move, setMove] = useState<Move>();
  const [announcement, setAnnouncement] = useState('');
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const rows = useRef(new Map<string, HTMLLIElement>());
  const ids = items.map((item) => item.id);
  const total = items.length;
  const nameOf = (id: string) => items.find((item) => item.id === id)?.name ?? '';
  const positionOf = (id: string, order: readonly string[] = ids) => order.indexOf(id) + 1;

  // React may move the focused handle's row in the document, which takes focus away: give it back, and
  // keep the moving item in view (the document's scroll padding keeps it clear of a fixed top bar).
  useLayoutEffect(() => {
    if (move?.by !== 'keyboard') return;
    const handle = handles.current.get(move.id);
    if (!handle) return;
    if (document.activeElement !== handle) handle.focus();
    handle.scrollIntoView({ block: 'nearest' });
  });

  function pickUp(id: string, by: Move['by']) {
    setMove({ id, original: ids, by });
    setAnnouncement(labels.pickedUp(nameOf(id), positionOf(id), total));
  }

  function moveItem(id: string, index: number) {
    const next = moveTo(ids, id, index);
    if (next.join() === ids.join()) return;
    onReorder(next);
    setAnnouncement(labels.moved(nameOf(id), positionOf(id, next), total));
  }

  function drop() {
    if (!move) return;
    setAnnouncement(labels.dropped(nameOf(move.id), positionOf(move.id), total));
    setMove(undefined);
  }

  function cancel() {
    if (!move) return;
    onReorder(move.original);
    setAnnouncement(labels.cancelled(nameOf(move.id), positionOf(move.id, move.original), total));
    setMove(undefined);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, id: string) {
    const picked = move?.id === id;
    const index = ids.indexOf(id);
    const steps: Record<string, number> = {
      ArrowUp: index - 1,
      ArrowLeft: index - 1,
      ArrowDown: index + 1,
      ArrowRight: index + 1,
      Home: 0,
      End: total - 1,
    };
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (picked) drop();
      else pickUp(id, 'keyboard');
    } else if (picked && event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      cancel();
    } else if (picked && event.key in steps) {
      event.preventDefault();
      moveItem(id, steps[event.key]!);
    }
  }

  function onPointerDown(event: PointerEvent<HTMLButtonElement>, id: string) {
    if (event.button !== 0) return;
    event.preventDefault();
    pickUp(id, 'pointer');
  }

  // While the pointer moves an item, the window follows it: the handle's row moves under the pointer.
  useEffect(() => {
    if (move?.by !== 'pointer') return;
    const follow = (event: globalThis.PointerEvent) => {
      // The new place is before the first other row whose middle lies below the pointer.
      const others = ids.filter((entry) => entry !== move.id);
      const index = others.findIndex((entry) => {
        const rect = rows.current.get(entry)?.getBoundingClientRect();
        return rect !== undefined && event.clientY < rect.top + rect.height / 2;
      });
      moveItem(move.id, index === -1 ? others.length : index);
    };
    window.addEventListener('pointermove', follow);
    window.addEventListener('pointerup', drop);
    window.addEventListener('pointercancel', cancel);
    return () => {
      window.removeEventListener('pointermove', follow);
      window.removeEventListener('pointerup', drop);
      window.removeEventListener('pointercancel', cancel);
    };
  });

  return (
    <>
      <ul className={styles.list} aria-label={label}>
        {items.map((item) => {
          const picked = move?.id === item.id;
          return (
            <li
              key={item.id}
              ref={(element) => {
                if (element) rows.current.set(item.id, element);
                else rows.current.delete(item.id);
              }}
              className={picked ? `${styles.item} ${styles.picked}` : styles.item}
            >
              {readOnly ? null : (
                <button
                  type="button"
                  ref={(element) => {
                    if (element) handles.current.set(item.id, element);
                    else handles.current.delete(item.id);
                  }}
                  className={styles.handle}
                  aria-label={labels.handle(item.name)}
                  aria-describedby={instructionsId}
                  aria-pressed={picked}
                  onKeyDown={(event) => onKeyDown(event, item.id)}
                  onBlur={(event) => {
                    // Moving the row in the document may blur it for a moment (relatedTarget null):
                    // only focus going elsewhere drops the item.
                    if (picked && move.by === 'keyboard' && event.relatedTarget !== null) drop();
                  }}
                  onPointerDown={(event) => onPointerDown(event, item.id)}
                >
                  <GripDots />
                </button>
              )}
              <div className={styles.content}>{item.content ?? item.name}</div>
            </li>
          );
        })}
      </ul>
      <span id={instructionsId} className={styles.visuallyHidden}>
        {labels.instructions}
      </span>
      <span className={styles.visuallyHidden} role="status" aria-live="assertive" aria-atomic="true">
        {announcement}
      </span>
    </>
  );
}

/**
 * The handle's grip: two columns of three dots, drawn here rather than taken from the icon set, whose
 * one module lands in the entry chunk with every icon any screen uses.
 */
function GripDots() {
  return (
    <svg aria-hidden width={20} height={20} viewBox="0 0 20 20" fill="currentColor">
      {[7, 13].flatMap((x) => [5, 10, 15].map((y) => <circle key={`${x}-${y}`} cx={x} cy={y} r={1.5} />))}
    </svg>
  );
}
