/** §2.12 Image crop dialog. */
export const cropDialog = {
  title: 'Ajusta la imagen',
  rotate: 'Rotar',
  flipHorizontal: 'Voltear horizontalmente',
  flipVertical: 'Voltear verticalmente',
  save: 'Guardar',
  cancel: 'Cancelar',
  /** ours: label of the zoom slider. */
  zoom: 'Zoom',
  /** ours: the chosen file is not a picture that can be opened. */
  unreadable: 'No pudimos abrir esta imagen. Elige otra en formato PNG o JPG.',
} as const;
