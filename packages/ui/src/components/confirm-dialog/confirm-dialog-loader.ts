// The confirmation dialog's lazy body, in a module without styles so that lazy menus leading to the
// dialog can preload it (importing confirm-dialog.tsx would pull its `.css.ts` into their chunk and
// split the library's single stylesheet).
import { lazyModule, preload } from '../lazy-overlay';

export const confirmDialogBody = lazyModule(() => import('./confirm-dialog-body'));

/** Starts loading the dialog's code, e.g. when the menu that leads to it opens. */
export const preloadConfirmDialog = () => preload(confirmDialogBody);
