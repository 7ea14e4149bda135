/** Looks of a Button: `primary` (light blue), `secondary` (near black), `ghost` (text only). */
export const buttonVariants = ['primary', 'secondary', 'ghost'] as const;

/** One of {@link buttonVariants}. */
export type ButtonVariant = (typeof buttonVariants)[number];
