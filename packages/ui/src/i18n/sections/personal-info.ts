import { PERSONAL_NAME_MESSAGES } from '@panel/domain';

/** §2.5 Onboarding step 1. */
export const personalInfo = {
  heading: 'Hagamos tu sueño realidad',
  /** ours: the process is short, only the name is needed, the rest can be changed later. */
  intro:
    'Es un proceso muy corto: solo necesitamos tu nombre. Todo lo demás lo podrás cambiar más adelante.',
  /** ours: label of the full-name field (same wording as the account screen). */
  nameLabel: 'Nombre completo',
  /** ours: label of the read-only e-mail field. */
  emailLabel: 'Correo electrónico',
  /** ours: label of the read-only country field. */
  countryLabel: 'País',
  submit: 'Continuar',
  submitting: 'Cargando...',
  validation: {
    nameRequired: PERSONAL_NAME_MESSAGES.required,
  },
  toasts: {
    /** Followed by the server's error text as the toast description. */
    failure: 'Ocurrió un error, intenta de nuevo.',
  },
} as const;
