import type { ReactNode } from 'react';
import type { toast as sonnerToast } from 'sonner';

/** Identifies a toast, to update or dismiss it later. */
export type ToastId = string | number;

/** Options every toast accepts. */
export interface ToastOptions {
  /** Second line under the message, e.g. the server's error text after a generic Spanish message. */
  description?: ReactNode;
  /** Reuse an id to replace a toast in place (e.g. a loading toast that becomes a success). */
  id?: ToastId;
  /** Milliseconds before it closes; defaults to the provider's 4000. `Infinity` keeps it open. */
  duration?: number;
}

/** Messages of {@link toast.promise}; success and error may depend on the outcome. */
export interface ToastPromiseMessages<T> {
  /** Shown while the promise is pending, e.g. `es.store.toasts.saving`. */
  loading: string;
  /** Shown when it resolves. */
  success: string | ((data: T) => string);
  /** Shown when it rejects. */
  error: string | ((error: unknown) => string);
  /** Optional second line for each outcome. */
  description?: ReactNode;
}

type Sonner = typeof sonnerToast;

// sonner is loaded with the toaster, when the first toast is shown (bench/REPORT.md: −8.7 KiB gzip on
// every first load). Until the toaster has mounted, calls wait here in order and show as soon as it does;
// without any toaster they are dropped past a few (nothing could show them).
let sonner: Sonner | undefined;
let connections = 0;
const waiting: ((api: Sonner) => void)[] = [];
const WAITING_MAX = 20;
const wantedListeners = new Set<() => void>();
let nextId = 0;

function run(call: (api: Sonner) => void): void {
  if (sonner) {
    call(sonner);
    return;
  }
  if (waiting.length < WAITING_MAX) waiting.push(call);
  for (const listener of wantedListeners) listener();
}

/** @internal The toaster, once mounted, hands over sonner's API and gets the calls that waited. */
export function connectToaster(api: Sonner): () => void {
  sonner = api;
  connections += 1;
  for (const call of waiting.splice(0)) call(api);
  return () => {
    connections -= 1;
    if (connections === 0) sonner = undefined;
  };
}

/** @internal Tells the provider a toast waits for the toaster (so it loads it now), now or later. */
export function onToastWaiting(listener: () => void): () => void {
  if (waiting.length > 0) listener();
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

// Only the options we document reach sonner, so screens cannot grow a dependency on sonner's API. Every
// toast gets its id here, so it can be returned before sonner has loaded.
const show =
  (type: 'message' | 'success' | 'info' | 'warning' | 'error' | 'loading') =>
  (message: string, options?: ToastOptions): ToastId => {
    const id = options?.id ?? `panel-toast-${++nextId}`;
    run((api) =>
      api[type](message, { description: options?.description, id, duration: options?.duration }),
    );
    return id;
  };

/**
 * The only way screens show toasts (never import sonner directly). The Toaster lives in
 * PanelProvider; a toast shown before it has loaded appears as soon as it has.
 */
export const toast = {
  /** A neutral toast. */
  message: show('message'),
  success: show('success'),
  info: show('info'),
  warning: show('warning'),
  error: show('error'),
  /** Stays until replaced (same `id`) or dismissed. */
  loading: show('loading'),
  /**
   * Shows `loading` while the promise runs, then `success` or `error`. Returns the promise's own
   * result (rejects as it does), so a caller can `await toast.promise(save(), messages)`.
   */
  promise: <T>(
    promise: Promise<T> | (() => Promise<T>),
    messages: ToastPromiseMessages<T>,
  ): Promise<T> => {
    const running = typeof promise === 'function' ? promise() : promise;
    run((api) => {
      // sonner settles its own copy (no unhandled rejection); the caller awaits the original.
      api.promise(running, {
        loading: messages.loading,
        success: messages.success,
        error: messages.error,
        description: messages.description,
      });
    });
    return running;
  },
  /** Closes one toast, or all of them without an id. */
  dismiss: (id?: ToastId): void => {
    run((api) => api.dismiss(id));
  },
} as const;
