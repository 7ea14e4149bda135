// 'Tienes cambios sin guardar' before leaving a form with unsaved changes. The panel runs under the
// declarative <BrowserRouter>, where react-router's useBlocker is not available (it needs the data
// router, left out for its weight: router.tsx), so the three ways out are guarded here:
// - in-app links: react-aria's links navigate through PanelProvider's `navigate`, which Root passes
//   through `attempt`;
// - the browser's back and forward buttons: a `popstate` listener added before the router's own one
//   hides the move from the router, moves the history back to the form's entry and asks; leaving
//   replays the move;
// - reload and closing the tab: `beforeunload` (the browser shows its own question).
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

const UnsavedChangesDialog = lazy(() => import('./leave-question'));

interface LeaveGuard {
  /** Runs `go` now, or once the user chooses to leave when a form holds unsaved changes. */
  attempt: (go: () => void) => void;
  /** A form's report: whether it holds unsaved changes. */
  setDirty: (dirty: boolean) => void;
  /** Whether the question is open (a way out was taken with unsaved changes). */
  asking: boolean;
  /** 'Seguir editando'. */
  stay: () => void;
  /** 'Salir sin guardar': the way out that was taken. */
  leave: () => void;
}

const LeaveGuardContext = createContext<LeaveGuard | null>(null);

// Listeners of an event at its target run in the order they were added, whatever their `capture`
// flag (Chromium): this one is added when the module loads, before <BrowserRouter> adds its own, so
// it can stop a move from reaching the router. No window in the build's prerender of /login.
let onPopState: ((event: PopStateEvent) => void) | null = null;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', (event) => onPopState?.(event));
}

/** The index react-router's history keeps in each entry's state (`idx`), or null outside it. */
function historyIndex(state: unknown): number | null {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
}

/**
 * Holds whether the current form is dirty and guards the ways out; {@link LeaveQuestion}, inside the
 * theme, shows the question.
 */
export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const [dirty, setDirtyState] = useState(false);
  const dirtyRef = useRef(false);
  const [pending, setPending] = useState<{ go: () => void } | null>(null);

  const setDirty = useCallback((value: boolean) => {
    dirtyRef.current = value;
    setDirtyState(value);
  }, []);

  const attempt = useCallback((go: () => void) => {
    if (dirtyRef.current) setPending({ go });
    else go();
  }, []);

  useEffect(() => {
    if (!dirty) return;
    // The form's own history entry, where a back or forward button press is undone to.
    const here = historyIndex(window.history.state);
    let undoing = false;
    onPopState = (event) => {
      if (!dirtyRef.current) return;
      // Neither the router nor anything else sees this move: the form stays on screen.
      event.stopImmediatePropagation();
      if (undoing) {
        undoing = false;
        return;
      }
      const there = historyIndex(event.state);
      if (here === null || there === null || there === here) return;
      const delta = there - here;
      undoing = true;
      window.history.go(-delta);
      setPending({ go: () => window.history.go(delta) });
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      onPopState = null;
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty]);

  const guard = useMemo(
    () => ({
      attempt,
      setDirty,
      asking: pending !== null,
      stay: () => setPending(null),
      leave: () => {
        setDirty(false);
        setPending(null);
        pending?.go();
      },
    }),
    [attempt, setDirty, pending],
  );
  return <LeaveGuardContext.Provider value={guard}>{children}</LeaveGuardContext.Provider>;
}

function useLeaveGuard(): LeaveGuard {
  const guard = useContext(LeaveGuardContext);
  if (!guard) throw new Error('useLeaveGuard needs a LeaveGuardProvider above it');
  return guard;
}

/** 'Tienes cambios sin guardar', when a way out was taken from a form with unsaved changes. */
export function LeaveQuestion() {
  const { asking, stay, leave } = useLeaveGuard();
  // Mounted from the first question on (its code loads then), so that closing it animates.
  const [asked, setAsked] = useState(false);
  if (asking && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <UnsavedChangesDialog isOpen={asking} onStay={stay} onLeave={leave} />
    </Suspense>
  );
}

/** `attempt(go)`: runs `go` now, or after 'Salir sin guardar' while a form holds unsaved changes. */
export function useLeaveAttempt(): LeaveGuard['attempt'] {
  return useLeaveGuard().attempt;
}

/**
 * A form container's `onDirtyChange` for its screen: while it reports unsaved changes, leaving asks
 * first. Leaving the page (or a save that moves on) ends the guard.
 */
export function useUnsavedChanges(): (dirty: boolean) => void {
  const { setDirty } = useLeaveGuard();
  useEffect(() => () => setDirty(false), [setDirty]);
  return setDirty;
}
