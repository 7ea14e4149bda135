import { STORE_DESCRIPTION_MAX_LENGTH, STORE_LOOK_MESSAGES } from '@panel/domain';

/** ours: 'Mi tienda' → 'Personalización' (issue 21): the store's accent colour and description. */
export const storeLook = {
  colorTitle: 'Color de tu tienda',
  colorHint: 'Lo usan los botones y enlaces de tu tienda, siempre con texto blanco encima.',
  presetsLabel: 'Colores sugeridos',
  customLabel: 'Color personalizado',
  customHint: 'En formato hexadecimal, por ejemplo #1D4ED8.',
  preview: 'Vista previa',
  previewButton: 'Agregar al carrito',
  previewLink: 'Ver todos los productos',
  descriptionTitle: 'Descripción',
  /** The label with its counter, e.g. 'Descripción de tu tienda 12/160'. */
  descriptionLabel: (length: number) =>
    `Descripción de tu tienda ${length}/${STORE_DESCRIPTION_MAX_LENGTH}`,
  descriptionHint:
    'Una línea que se muestra debajo del nombre, en la página principal de tu tienda.',
  descriptionPlaceholder: 'Ej.: Ropa de algodón hecha a mano en Buenos Aires.',
  save: 'Guardar',
  validation: STORE_LOOK_MESSAGES,
  toasts: {
    saving: 'Guardando...',
    saved: '¡Listo! 👍',
    unknown: 'Un extraño error ocurrió. 😵',
    noChanges: 'No hay nada que modificar, todo sigue igual.',
  },
} as const;
