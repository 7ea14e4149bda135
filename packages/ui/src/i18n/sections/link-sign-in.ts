/** ours: `/login/enlace`, the page a sign-in link mail opens (the link replaces a code, issue 11). */
export const linkSignIn = {
  title: 'Ingresa a Panel',
  lead: 'Presiona el botón para ingresar con el enlace que te enviamos por correo.',
  submit: 'Ingresar',
  submitting: 'Ingresando...',
  /** The token is unknown, used or expired. */
  invalid:
    'Este enlace ya no sirve: vence a los 10 minutos y solo se puede usar una vez. Pide un código nuevo para ingresar.',
  /** The page was opened without a token. */
  missing:
    'Este enlace está incompleto. Ábrelo otra vez desde el correo, o pide un código nuevo para ingresar.',
  unknown: 'Ocurrió un error, intenta de nuevo.',
  back: 'Volver a iniciar sesión',
  /** The account the link signs into, masked by the server (issue 19: shown before the button). */
  account: (email: string) => `Vas a ingresar como ${email}`,
  /** While the page looks up the link's account. */
  checking: 'Buscando la cuenta del enlace...',
  /** The browser holds a session of another account: the link is refused until it signs out. */
  otherAccount:
    'Este navegador tiene abierta la sesión de otra cuenta. Cierra esa sesión para ingresar con este enlace.',
  signOut: 'Cerrar sesión',
  signingOut: 'Cerrando sesión...',
} as const;
