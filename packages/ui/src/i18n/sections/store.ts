import { STORE_PROFILE_LINK_MESSAGES, linkPrefixMessage } from '@panel/domain';

/** §2.12 Store profile, and the shared crop dialog. */
export const store = {
  tabs: {
    profile: 'Perfil',
    /** ours: placeholder tab. */
    personalization: 'Personalización',
    /** ours: placeholder tab. */
    currencies: 'Monedas',
  },
  /** The storefront address '{link}.{host}'. */
  address: (link: string, host: string) => `${link}.${host}`,
  /** ours: accessible name of the open-in-new-tab button. */
  openStore: 'Abrir tu tienda en una pestaña nueva',
  /** ours: alternative text of the store avatar. */
  avatarAlt: (name: string) => `Imagen de ${name}`,
  changeImage: 'Cambiar imagen',
  generalInfo: 'Información general',
  nameLabel: 'Nombre de la tienda',
  linkLabel: 'Link de tu tienda',
  linkSuffix: (host: string) => `.${host}`,
  /** ours (issue 21): the store's country and time zone. */
  countryLabel: 'País de la tienda',
  countryFollowsWhatsapp: 'Mientras no elijas uno, es el país de tu número de WhatsApp.',
  timeZoneLabel: 'Zona horaria',
  timeZoneHelp: 'Los días de tus estadísticas empiezan y terminan a medianoche en esta zona.',
  /** ours (issue 21): the 'Monedas' tab. */
  currency: {
    title: 'Moneda de tu tienda',
    sells: (name: string, code: string) => `Tu tienda vende en ${name} (${code}).`,
    example: (amount: string) => `Así se ven tus precios: ${amount}`,
    follows: 'La moneda sigue el país de tu tienda. Para cambiarla, cambia el país en Perfil.',
  },
  save: 'Guardar',
  validation: {
    linkPattern: STORE_PROFILE_LINK_MESSAGES.invalid,
    linkForbiddenPrefix: (prefix: string) => linkPrefixMessage(prefix),
    linkReserved: STORE_PROFILE_LINK_MESSAGES.reserved,
  },
  toasts: {
    saving: 'Guardando...',
    saved: '¡Listo! 👍',
    linkTaken: 'Este link de tienda ya está siendo utilizado.',
    unknown: 'Un extraño error ocurrió. 😵',
    noChanges: 'No hay nada que modificar, todo sigue igual.',
  },
} as const;
