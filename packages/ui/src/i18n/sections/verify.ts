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
    /** A non-ok answer, worded in English by the spec. */
    nonOk: 'Error unknown.',
  },
  toasts: {
    resendPending: 'Solicitando nuevo código...',
    resendSuccess: '🚀 Hemos enviado el nuevo código a tu correo.',
    resendTooEarly: '⏲️ Debes esperar 2 minutos para solicitar un nuevo código.',
  },
} as const;
