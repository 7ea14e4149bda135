import { CODE_MESSAGES } from '@panel/domain';

/** §2.4 Code entry. */
export const verify = {
  /** ours: heading of the code screen. */
  title: 'Revisa tu correo',
  /** ours: instructions naming the address the code went to. */
  instructions: (email: string) => `Escribe el código de 4 dígitos que enviamos a ${email}.`,
  /** ours: accessible name of each digit box. */
  digitLabel: (position: number, total: number) => `Dígito ${position} de ${total}`,
  /** ours: the countdown, `time` already formatted as m:ss. */
  countdown: (time: string) => `Puedes pedir un nuevo código en ${time}`,
  /** ours: text before the resend link. */
  resendPrompt: '¿No recibiste el código?',
  /** ours: the resend link (shown when the countdown reaches zero). */
  resend: 'Enviar un nuevo código',
  submit: 'Enviar',
  submitting: 'Verificando...',
  validation: {
    codeIncomplete: CODE_MESSAGES.incomplete,
  },
  errors: {
    codeNotFound: 'Este código de verificación no es válido.',
    codeExpired: 'Este código de verificación expiró, hemos enviado otro.',
    unknown: 'Ocurrió un error, intenta de nuevo.',
    /** ours: too many wrong tries of this code (or the address); what happens next. */
    tooManyAttempts:
      'Demasiados intentos con este código. Pide un código nuevo: si siguen los intentos fallidos, te enviaremos a tu correo un enlace para ingresar en lugar del código.',
    /** ours: the code was asked for from another browser (the attempt cookie is missing). */
    attemptNotFound:
      'Este código se pidió desde otro navegador o dispositivo. Pide un código nuevo desde aquí para ingresar.',
    /** A non-ok answer, worded in English by the spec. */
    nonOk: 'Error unknown.',
  },
  /** ours: the mail carries a sign-in link instead of a code (too many wrong codes for the address). */
  linkSent: {
    title: 'Demasiados intentos',
    body: (email: string) =>
      `Alguien escribió demasiados códigos incorrectos para ${email}. Para proteger tu cuenta, esta vez te enviamos por correo un enlace para ingresar en lugar de un código. Ábrelo en los próximos 10 minutos: solo se puede usar una vez.`,
    /** Shown where Google sign-in is configured. */
    google: 'También puedes ingresar con Google.',
    back: 'Volver a iniciar sesión',
  },
  toasts: {
    resendPending: 'Solicitando nuevo código...',
    resendSuccess: '🚀 Hemos enviado el nuevo código a tu correo.',
    resendTooEarly: '⏲️ Debes esperar 2 minutos para solicitar un nuevo código.',
  },
} as const;
