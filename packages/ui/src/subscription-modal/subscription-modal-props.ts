/** What the modal offers at a slider stop. */
export interface ExtraCapacityChoice {
  /** Slider value of the stop: 0, 500, 1500, 2000 or 2500. */
  value: number;
  /** Extra products, or null at the top stop ('+1000', contact the team). */
  products: number | null;
  /** Monthly price of the extra products in dollars, or null at the top stop. */
  extraPrice: number | null;
  /** $25 plus the extra, or null at the top stop. */
  total: number | null;
}

/** Props of `SubscriptionModal` (its own module: the wrapper and its lazy body both need them). */
export interface SubscriptionModalProps {
  /** Open when the host's modal type is 'subscription'. */
  isOpen: boolean;
  /** Called with false when the modal closes (×, Escape, outside click): the host clears the modal type. */
  onOpenChange: (isOpen: boolean) => void;
  /** 'Aumentar Espacio' (a placeholder in the spec). Default: an alert saying it is coming soon. */
  onIncrease?: (choice: ExtraCapacityChoice) => void;
  /** 'Contactar' at the top stop (a placeholder in the spec). Default: the same alert. */
  onContact?: () => void;
  /** Initial stop index (0–4). Default 0. */
  defaultStop?: number;
}
