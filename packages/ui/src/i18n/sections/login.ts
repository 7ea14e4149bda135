import { EMAIL_MESSAGES } from '@panel/domain';

/** §2.3 Sign-in. */
export const login = {
  title: 'Inicia sesión o crea tu cuenta',
  google: 'Ingresar con Google',
  /** ours: shown when the server has no Google client configured. */
  googleUnavailable: 'El ingreso con Google no está disponible por ahora.',
  /** ours: label of the e-mail field. */
  emailLabel: 'Correo electrónico',
  /** ours: placeholder of the e-mail field. */
  emailPlaceholder: 'tucorreo@ejemplo.com',
  submit: 'Ingresar',
  /** ours: the sentence around the external terms and privacy links. */
  legal: {
    before: 'Al continuar, aceptas los',
    terms: 'Términos y condiciones',
    between: 'y la',
    privacy: 'Política de privacidad',
  },
  validation: {
    emailRequired: EMAIL_MESSAGES.empty,
    emailMissingAt: EMAIL_MESSAGES.missingAt,
    emailInvalid: EMAIL_MESSAGES.invalid,
  },
  toasts: {
    googlePending: 'Ingresando...',
    googleSuccess: 'Has ingresado con éxito.',
    googleFailure: 'Ha ocurrido un error, intenta de nuevo.',
    codeRequestPending: 'Enviando código...',
    codeRequestSuccess: 'Revisa tu bandeja de entrada y escribe tu código OTP.',
    codeRequestFailure: 'Intenta de nuevo.',
  },
} as const;
