/** ours: the question before leaving a form with changes that are not saved (issue 14). */
export const unsavedChanges = {
  title: 'Tienes cambios sin guardar',
  text: 'Si sales ahora, perderás los cambios que no guardaste.',
  stay: 'Seguir editando',
  leave: 'Salir sin guardar',
} as const;
