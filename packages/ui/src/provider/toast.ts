import type { ReactNode } from 'react';
import { toast as sonner } from 'sonner';

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

// Only the options we document reach sonner, so screens cannot grow a dependency on sonner's API.
const pick = (options?: ToastOptions) =>
  options === undefined
    ? undefined
    : { description: options.description, id: options.id, duration: options.duration };

/**
 * The only way screens show toasts (never import sonner directly). The Toaster lives in
 * PanelProvider; without one mounted, calls are no-ops.
 */
export const toast = {
  /** A neutral toast. */
  message: (message: string, options?: ToastOptions): ToastId =>
    sonner.message(message, pick(options)),
  success: (message: string, options?: ToastOptions): ToastId =>
    sonner.success(message, pick(options)),
  info: (message: string, options?: ToastOptions): ToastId => sonner.info(message, pick(options)),
  warning: (message: string, options?: ToastOptions): ToastId =>
    sonner.warning(message, pick(options)),
  error: (message: string, options?: ToastOptions): ToastId => sonner.error(message, pick(options)),
  /** Stays until replaced (same `id`) or dismissed. */
  loading: (message: string, options?: ToastOptions): ToastId =>
    sonner.loading(message, pick(options)),
  /**
   * Shows `loading` while the promise runs, then `success` or `error`. Returns the promise's own
   * result (rejects as it does), so a caller can `await toast.promise(save(), messages)`.
   */
  promise: <T>(
    promise: Promise<T> | (() => Promise<T>),
    messages: ToastPromiseMessages<T>,
  ): Promise<T> =>
    sonner
      .promise(promise, {
        loading: messages.loading,
        success: messages.success,
        error: messages.error,
        description: messages.description,
      })
      .unwrap(),
  /** Closes one toast, or all of them without an id. */
  dismiss: (id?: ToastId): void => {
    sonner.dismiss(id);
  },
} as const;
