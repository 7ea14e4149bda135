import { useEffect } from 'react';

/**
 * Tells the host whether a form holds changes that are not saved (`onDirtyChange`), each time that
 * changes: the host asks before leaving such a form ('Tienes cambios sin guardar').
 */
export function useReportDirty(dirty: boolean, onDirtyChange?: (dirty: boolean) => void): void {
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
}
