import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

/** How a popup's first opening was asked for: by keyboard its first item takes focus. */
export type OpenedBy = 'pointer' | 'keyboard';

/**
 * A popup's Radix part (menu, popover), loaded on the first sign that it will be opened instead of
 * with the first screen: hover or focus on its trigger starts the download, a press or a key opens it.
 * Once loaded it stays for every later mount.
 */
export interface DeferredPart<Module> {
  load: () => Promise<Module>;
  loaded: () => Module | undefined;
}

export function deferredPart<Module>(importModule: () => Promise<Module>): DeferredPart<Module> {
  let module: Module | undefined;
  let loading: Promise<Module> | undefined;
  return {
    load: () => {
      loading ??= importModule().then(
        (imported) => (module = imported),
        (error: unknown) => {
          // Not loaded (offline, a new deployment): the next attempt tries again.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => module,
  };
}

/**
 * The plain trigger's side of a deferred popup. Until `opened` is set the component renders its own
 * trigger, calling `prefetch` on hover and focus and `open` when asked to open; once set (the user asked
 * and the module has loaded) it renders the loaded part, which mounts open and takes the trigger's place.
 */
export function useOpenOnIntent<Module>(part: DeferredPart<Module>) {
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const [module, setModule] = useState(part.loaded);
  const asked = useRef(false);

  const open = (by: OpenedBy) => {
    if (asked.current) return;
    asked.current = true;
    setOpenedBy(by);
    part.load().then(setModule, () => {
      asked.current = false;
      setOpenedBy(null);
    });
  };
  const prefetch = () => void part.load().catch(() => undefined);

  return {
    opened: openedBy && module ? { module, openedBy } : undefined,
    open,
    /** Asked to open, still loading: the trigger keeps its pressed look meanwhile. */
    opening: openedBy !== null,
    prefetch,
  };
}

/** Radix's menu triggers open on these keys as well as on a primary press. */
const opensMenuByKey = new Set(['Enter', ' ', 'ArrowDown']);

/** A deferred menu's plain trigger behaves as Radix's menu trigger does. */
export function menuTriggerProps({ open, opening, prefetch }: ReturnType<typeof useOpenOnIntent>) {
  return {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    'data-state': opening ? 'open' : 'closed',
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onPointerDown: (event: PointerEvent) => {
      if (event.button === 0 && !event.ctrlKey) open('pointer');
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (!opensMenuByKey.has(event.key)) return;
      event.preventDefault();
      open('keyboard');
    },
    // Assistive technology may click without a key or a pointer press.
    onClick: () => open('pointer'),
  } as const;
}

/**
 * For the loaded part's popup content: on its first opening by keyboard, focus moves from the content on
 * to its first item, as when Radix's trigger sees the key itself (the key reached the plain trigger
 * before Radix listened for keys). Pass the returned handler as the content's onFocus.
 */
export function useFirstItemFocus(openedBy: OpenedBy, itemSelector: string) {
  const firstOpening = useRef(true);
  return (event: { target: EventTarget; currentTarget: HTMLElement }) => {
    if (event.target !== event.currentTarget || !firstOpening.current) return;
    firstOpening.current = false;
    if (openedBy === 'keyboard') event.currentTarget.querySelector<HTMLElement>(itemSelector)?.focus();
  };
}
