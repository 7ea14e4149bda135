/** §8 General. */
export const errors = {
  /** A call answered ok false; worded in English by the spec. */
  authBroken: (statusText: string) => `Auth is broken: ${statusText}`,
} as const;
