// Overlays (menus, dialogs, popovers, listboxes, tooltips) are not on screen at first paint, yet
// react-aria's overlay stack is a third of a screen's first-load JS. These helpers keep that code out
// of the first load: a dialog opened by state mounts its lazy body on first opening; a trigger renders
// an eager look-alike button that starts the import on hover, focus or press and hands over to the
// real react-aria trigger (same look, same place) once the code is there.
// No `.css.ts` in the lazy modules: a stylesheet in a lazy chunk would split the library's single CSS
// file, so their classes come from the eager side as props.
import { Suspense, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { ButtonProps, PressEvent } from 'react-aria-components';

/** Where focus goes in a menu or listbox that opens (react-aria's `FocusStrategy`). */
type FocusStrategy = 'first' | 'last';

/** A module imported on first use, shared by every component that needs it. */
export interface LazyModule<T> {
  /** Starts the import (once); a failed import is tried again on the next call. */
  preload: () => Promise<T>;
  /** The module once imported. */
  current: () => T | undefined;
  subscribe: (listener: () => void) => () => void;
}

/** A {@link LazyModule} over a dynamic `import()`. */
export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let value: T | undefined;
  let promise: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  return {
    preload() {
      promise ??= load().then(
        (loaded) => {
          value = loaded;
          listeners.forEach((listener) => listener());
          return loaded;
        },
        (error: unknown) => {
          promise = undefined;
          throw error;
        },
      );
      return promise;
    },
    current: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The module once imported (re-renders when it arrives), without starting the import. */
export function useLazyModule<T>(module: LazyModule<T>): T | undefined {
  return useSyncExternalStore(module.subscribe, module.current, module.current);
}

/** Starts the import, ignoring a failure (the next hover, focus or press tries again). */
export const preload = (module: LazyModule<unknown>) => {
  module.preload().catch(() => undefined);
};

/**
 * How the real trigger takes over from its placeholder: focused if the placeholder was, and open if
 * the placeholder was pressed before the code arrived ('first' after a key press, as react-aria does).
 */
export interface LazyTriggerStart {
  focus: boolean;
  open: false | true | 'first';
}

/**
 * A trigger whose overlay code loads on first use. Spread `placeholderProps` on the eager look-alike
 * button; render `loaded` (the module) in its place once it is set, passing `start`.
 */
export function useLazyTrigger<T>(module: LazyModule<T>) {
  const loaded = useLazyModule(module);
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  const [open, setOpen] = useState<LazyTriggerStart['open']>(false);
  const placeholderProps = {
    onHoverStart: () => preload(module),
    onFocusChange: (isFocused: boolean) => {
      setFocused(isFocused);
      if (isFocused) preload(module);
    },
    onPressStart: () => {
      setPressed(true);
      preload(module);
    },
    onPressEnd: () => setPressed(false),
    onPress: (event: PressEvent) => setOpen(event.pointerType === 'keyboard' ? 'first' : true),
  } satisfies ButtonProps;
  const start: LazyTriggerStart = { focus: focused, open };
  // Never swapped in the middle of a press: the press would be lost between the two buttons.
  return { loaded: pressed ? undefined : loaded, placeholderProps, start };
}

/**
 * The real trigger's side of {@link useLazyTrigger}: a ref for its button, and the controlled open
 * state that starts as the placeholder left it (after mount, so the overlay restores focus to this
 * button when it closes).
 */
export function useTriggerStart(start: LazyTriggerStart) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  const [focusStrategy, setFocusStrategy] = useState<FocusStrategy | undefined>(undefined);
  const initial = useRef(start);
  useEffect(() => {
    const { focus, open } = initial.current;
    if (focus || open) triggerRef.current?.focus();
    if (open) {
      setFocusStrategy(open === 'first' ? 'first' : undefined);
      setOpen(true);
    }
  }, []);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setFocusStrategy(undefined);
  };
  return { triggerRef, isOpen, onOpenChange, focusStrategy };
}

/**
 * True from the first time `isOpen` is true on: a lazy dialog mounts when first opened and stays
 * mounted, so its exit animation still plays.
 */
export function useOpenedOnce(isOpen: boolean): boolean {
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  return opened || isOpen;
}

/** Renders a lazy dialog's body from its first opening on (nothing while its code loads). */
export function OpenedOnce({ isOpen, children }: { isOpen: boolean; children: ReactNode }) {
  const opened = useOpenedOnce(isOpen);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
