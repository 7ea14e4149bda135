import { useState, type Dispatch, type SetStateAction } from 'react';
import { es } from '../../i18n/es';
import { toast } from '../../provider/toast';
import { useReportDirty } from '../use-report-dirty';

const t = es.saleSettings;

/** What {@link useSettingsForm} gives a checkout settings screen. */
export interface SettingsForm<T, S> {
  /** The form's values as the merchant is editing them. */
  draft: T;
  setDraft: Dispatch<SetStateAction<T>>;
  /** The draft differs from what the server last answered. */
  dirty: boolean;
  /** A save is on its way (the save button spins). */
  saving: boolean;
  /**
   * Saves with the shared toasts: nothing changed says so; `check` validates the draft and returns what to
   * send, or null when it is invalid (the screen has shown why); the host's `onSave` then gets it.
   */
  save: (check: () => S | null) => Promise<void>;
}

/**
 * The chrome 'Entrega' and 'Cobro' share (issue 23): a draft that starts from the server's answer and
 * starts again from each new one (after a save), the dirty report to the host, and the save flow.
 * `start` must keep its identity until the server answers anew (a useMemo of the saved values).
 */
export function useSettingsForm<T, S>(
  start: T,
  onSave: (value: S) => Promise<unknown>,
  onDirtyChange?: (dirty: boolean) => void,
): SettingsForm<T, S> {
  const [shown, setShown] = useState(start);
  const [draft, setDraft] = useState(start);
  const [saving, setSaving] = useState(false);
  // A new answer of the server (after a save) becomes the form's starting point.
  if (shown !== start) {
    setShown(start);
    setDraft(start);
  }
  const dirty = JSON.stringify(draft) !== JSON.stringify(start);
  useReportDirty(dirty, onDirtyChange);

  const save = async (check: () => S | null) => {
    if (!dirty) {
      toast.info(t.toasts.noChanges);
      return;
    }
    const value = check();
    if (value === null) return;
    setSaving(true);
    try {
      await toast.promise(onSave(value), {
        loading: es.common.saving,
        success: t.toasts.success,
        error: t.toasts.failure,
      });
    } catch {
      // The toast said it; the changes stay.
    } finally {
      setSaving(false);
    }
  };

  return { draft, setDraft, dirty, saving, save };
}
