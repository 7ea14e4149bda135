// The global modal type of spec §3/§4: one string for the whole panel, 'subscription' or '' (closed).
// Any page opens a modal by its type; the shell renders each modal once.
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { SubscriptionModal } from '@panel/ui';

/** A modal of the panel, or '' when none is open. */
export type ModalType = '' | 'subscription';

/** The open modal and how to change it. */
export interface ModalControl {
  type: ModalType;
  open: (type: Exclude<ModalType, ''>) => void;
  close: () => void;
}

const ModalContext = createContext<ModalControl | null>(null);

/** Holds the modal type and renders the modal it names (inside the shell). */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [type, setType] = useState<ModalType>('');
  const control = useMemo<ModalControl>(
    () => ({ type, open: setType, close: () => setType('') }),
    [type],
  );
  return (
    <ModalContext.Provider value={control}>
      {children}
      <SubscriptionModal
        isOpen={type === 'subscription'}
        onOpenChange={(isOpen) => {
          if (!isOpen) setType('');
        }}
      />
    </ModalContext.Provider>
  );
}

/** The global modal of the nearest {@link ModalProvider}. */
export function useModal(): ModalControl {
  const control = useContext(ModalContext);
  if (!control) throw new Error('useModal: render inside <ModalProvider> (the shell)');
  return control;
}
