import { CODE_LENGTH } from './constants';

/** Messages of the verification-code rule (spec §5). */
export const CODE_MESSAGES = {
  incomplete: '¡Recuerda escribir el código!',
} as const;

/** One of the code rule's messages. */
export type CodeMessage = (typeof CODE_MESSAGES)[keyof typeof CODE_MESSAGES];

const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`);

/** True when the value is exactly 4 digits. */
export function isCompleteCode(value: string): boolean {
  return CODE_PATTERN.test(value);
}

/**
 * Checks a verification code; returns the spec's warning unless the value is exactly 4 digits.
 * The boxes only ever hold digits, so in practice the warning means "fewer than 4".
 */
export function validateCode(value: string): CodeMessage | null {
  return isCompleteCode(value) ? null : CODE_MESSAGES.incomplete;
}

/** Keeps only the digits of typed or pasted input, at most 4 of them. */
export function normalizeCodeInput(input: string): string {
  return input.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

/** The four boxes after an input, and the index of the box that should take the focus. */
export interface CodeBoxesUpdate {
  boxes: string[];
  focusIndex: number;
}

/** An empty set of code boxes. */
export function emptyCodeBoxes(): string[] {
  return Array.from({ length: CODE_LENGTH }, () => '');
}

/**
 * Applies typed or pasted input to the box at `index`: non-digits are dropped; one digit fills that
 * box and moves on; several digits (a paste, or more than one character typed into the first box)
 * are distributed from `index` onwards; no digit clears the box.
 */
export function distributeCodeInput(
  boxes: readonly string[],
  index: number,
  input: string,
): CodeBoxesUpdate {
  const next = emptyCodeBoxes().map((_, i) => boxes[i] ?? '');
  const start = Math.min(Math.max(index, 0), CODE_LENGTH - 1);
  const digits = input.replace(/\D/g, '').slice(0, CODE_LENGTH - start);
  if (digits === '') {
    next[start] = '';
    return { boxes: next, focusIndex: start };
  }
  for (let i = 0; i < digits.length; i += 1) next[start + i] = digits.charAt(i);
  return { boxes: next, focusIndex: Math.min(start + digits.length, CODE_LENGTH - 1) };
}

/** Joins the boxes into the code that is sent. */
export function codeFromBoxes(boxes: readonly string[]): string {
  return boxes.join('');
}
