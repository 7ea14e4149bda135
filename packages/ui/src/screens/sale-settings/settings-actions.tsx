import { type ReactNode } from 'react';
import { Button } from '../../components/button';
import { es } from '../../i18n/es';
import * as styles from './sale-settings.css';

const t = es.saleSettings;

/** Props of {@link SettingsActions}. */
export interface SettingsActionsProps {
  /** A save is on its way: the button spins. */
  saving: boolean;
  /** Called when the merchant presses 'Guardar'. */
  onSave: () => void;
  /** What stands at the start of the row; the save button keeps its end. */
  children?: ReactNode;
}

/** The row under a checkout settings form: its own action (if any) at the start, 'Guardar' at the end. */
export function SettingsActions({ saving, onSave, children = <span /> }: SettingsActionsProps) {
  return (
    <div className={styles.actions}>
      {children}
      <Button isPending={saving} onPress={onSave}>
        {t.save}
      </Button>
    </div>
  );
}
