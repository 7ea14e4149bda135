import { STORE_LINK_MESSAGES, STORE_NAME_MESSAGES } from '@panel/domain';

/** §2.6 Onboarding step 2. */
export const storeInfo = {
  heading: 'Información de tu tienda',
  /** Same labels as the store profile (§2.12); the onboarding screen's own labels are not given. */
  nameLabel: 'Nombre de la tienda',
  linkLabel: 'Link de tu tienda',
  /** The fixed suffix at the end of the link field. */
  linkSuffix: (host: string) => `.${host}`,
  submit: 'Continuar',
  submitting: 'Cargando...',
  validation: {
    nameRequired: STORE_NAME_MESSAGES.required,
    nameTooShort: STORE_NAME_MESSAGES.tooShort,
    linkRequired: STORE_LINK_MESSAGES.required,
    linkTooShort: STORE_LINK_MESSAGES.tooShort,
    linkStartsWithWww: STORE_LINK_MESSAGES.wwwPrefix,
    linkReserved: STORE_LINK_MESSAGES.reserved,
    linkHasSpaces: STORE_LINK_MESSAGES.spaces,
    /** ours (worded in @panel/domain): the spec gives only "same style, about puntos". */
    linkHasDots: STORE_LINK_MESSAGES.dots,
    linkInvalidChars: STORE_LINK_MESSAGES.invalidCharacters,
  },
  toasts: {
    linkTaken: 'Oops! Parece que este link ya está siendo usado por otra tienda.',
    /** Followed by the server's error text as the toast description. */
    failure: 'Ocurrió un error, intenta de nuevo.',
  },
} as const;
