/** ours: pages of the app itself (apps/panel), for an unknown address and a page that failed. */
export const app = {
  notFound: {
    title: 'No encontramos esta página',
    text: 'Puede que el enlace esté mal escrito o que la página ya no exista.',
    home: 'Volver al panel',
  },
  routeError: {
    title: 'Algo salió mal',
    text: 'No pudimos mostrar esta página. Intenta de nuevo o vuelve al panel.',
    /** The page's code changed (a new version was published while it was open). */
    outdated: 'Hay una versión nueva del panel. Recarga la página para continuar.',
    retry: 'Intentar de nuevo',
    home: 'Volver al panel',
  },
} as const;
