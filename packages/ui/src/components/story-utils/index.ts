// Helpers for stories' `play` functions (not part of the library's public entry).
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';

export { formColumn } from './form-column';
export { chooseFiles, dropFiles } from './files';

/**
 * A story that plays at a 375 px phone (the preview's `phone375` viewport) and is pictured at that
 * width only. The story runner is 1,400 px wide: a `play` branch for phones runs only in such a story.
 */
export const onPhone = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  parameters: { screenshot: { widths: [375] } },
} as const;

/** Waits until a toast with this text is on screen (toasts portal to <body> and fade in). */
export async function expectToast(text: string): Promise<void> {
  await waitFor(() => expect(within(document.body).getByText(text)).toBeVisible(), {
    timeout: 3000,
  });
}

/** A promise that never settles: keeps a screen in its pending state. */
export const pending = <T = void>(): Promise<T> => new Promise<T>(() => undefined);

/** Rejects like a server answer `{ ok: false, error }` turned into an Error by the host. */
export const serverError = (message: string): Promise<never> => Promise.reject(new Error(message));

/**
 * Options for a `findBy*` that waits for a lazily loaded overlay (components/lazy-overlay): in story
 * tests Vite serves its module on demand, which can take over the default second on a busy machine.
 */
export const lazyChunk = { timeout: 5_000 };

/**
 * A controlled component's value kept in the story's state, so it updates as its owner would; the
 * story's `fn()` spy still sees every change.
 */
export function useArgState<V, T extends V>(
  initial: V,
  onChange: (value: T) => void,
): [V, (value: T) => void] {
  const [value, setValue] = useState(initial);
  return [
    value,
    (next) => {
      setValue(next);
      onChange(next);
    },
  ];
}
