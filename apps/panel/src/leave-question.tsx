// The question's dialog, loaded the first time it is asked: it stays out of every page's first load.
import { UnsavedChangesDialog } from '@panel/ui';

export default UnsavedChangesDialog;
