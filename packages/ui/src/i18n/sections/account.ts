/** §2.13 Account profile. */
export const account = {
  tabs: { profile: 'Perfil' },
  role: 'Propietario',
  /** ours: alternative text of the profile picture. */
  avatarAlt: (name: string) => `Foto de perfil de ${name}`,
  uploadPicture: 'Subir imagen de perfil',
  fullNameLabel: 'Nombre completo',
  fullNamePlaceholder: 'Nombre Apellido',
  phoneLabel: 'Número de teléfono',
  /** ours: label of the flag and calling-code picker. */
  countryCodeLabel: 'Código de país',
  save: 'Guardar',
  toasts: {
    saving: 'Guardando...',
    saved: '¡Listo! 👍',
    failure: 'Un extraño error ocurrió. 😵',
    noChanges: 'No hay nada que modificar, todo sigue igual.',
  },
} as const;
