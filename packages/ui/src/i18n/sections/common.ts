/** Texts shared by several screens. */
export const common = {
  /** ours: alternative text of the product logo. */
  logoAlt: 'Panel',
  soon: 'PRONTO',
  continue: 'Continuar',
  loading: 'Cargando...',
  save: 'Guardar',
  saving: 'Guardando...',
  saved: '¡Listo! 👍',
  cancel: 'Cancelar',
  /** ours: accessible name of close (×) buttons of banners and dialogs. */
  close: 'Cerrar',
  /** ours: accessible name of the button that opens a link in a new tab. */
  openInNewTab: 'Abrir en una pestaña nueva',
  retry: 'Ha ocurrido un error, intenta de nuevo.',
  /** ours: hint shown after a required field's label, for assistive technology. */
  required: 'obligatorio',
} as const;
