import { plural } from './plural';

/** §2.7 Registration success. */
export const createSuccess = {
  /** ours: heading saying the user registered successfully. */
  heading: '¡Te registraste con éxito!',
  /** ours: redirect notice. */
  redirectNotice: (seconds: number) =>
    `En ${seconds} ${plural(seconds, 'segundo', 'segundos')} te llevaremos a tu panel.`,
  /** ours: the lines of thanks that fade in one after another. */
  thanks: [
    '¡Gracias por confiar en nosotros!',
    'Ya estamos preparando todo para tu tienda.',
    'Nos alegra mucho tenerte aquí.',
  ],
  /** ours: text before the 'click here' link. */
  fallbackPrompt: 'Si no pasa nada,',
  /** ours: the 'click here' link to the home route. */
  fallbackLink: 'haz clic aquí',
} as const;
