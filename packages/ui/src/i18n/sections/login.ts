import { EMAIL_MESSAGES } from '@panel/domain';
import { plural } from './plural';

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
    /**
     * ours: a browser that never signed in to the address asks again while mails to it are spaced out
     * (2, 5, 15, 60 minutes; someone may be flooding the address).
     */
    codeRequestWait: (minutes: number) =>
      `⏲️ Por seguridad, podrás pedir otro código en ${minutes} ${plural(minutes, 'minuto', 'minutos')}.`,
  },
} as const;
