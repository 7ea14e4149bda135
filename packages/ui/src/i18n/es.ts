/**
 * Every user-visible Spanish text of Panel, grouped by screen. Texts are copied exactly from the
 * product spec (accents, ¡¿, emoji and dots included, and the spec's own spellings such as
 * 'existosamente' and the 'Subscripción' page title). Keys whose wording the spec gives only by
 * description carry an `ours:` note: that wording is ours, in Latin-American Spanish.
 *
 * Screens read this object (no string literals in JSX); tests assert against it. Texts with
 * parameters are functions.
 *
 * Validation messages and the default checkout message belong to rules in @panel/domain (the UI and
 * the server run the same rule), so they are referenced from there rather than copied: one text, one
 * place. The catalogue still holds them, under the screen that shows them.
 */

import {
  CODE_MESSAGES,
  DEFAULT_CHECKOUT_MESSAGE,
  EMAIL_MESSAGES,
  PERSONAL_NAME_MESSAGES,
  PRODUCT_FORM_MESSAGES,
  SAMPLE_PRODUCT_NAME,
  STORE_LINK_MESSAGES,
  STORE_NAME_MESSAGES,
  STORE_PROFILE_LINK_MESSAGES,
  linkPrefixMessage,
} from '@panel/domain';

const plural = (n: number, one: string, many: string): string => (n === 1 ? one : many);

export const es = {
  /** Texts shared by several screens. */
  common: {
    /** ours: alternative text of the product logo. */
    logoAlt: 'Panel',
    soon: 'PRONTO',
    continue: 'Continuar',
    loading: 'Cargando...',
    save: 'Guardar',
    saving: 'Guardando...',
    saved: '¡Listo! 👍',
    cancel: 'Cancelar',
    /** ours: accessible name of close (×) buttons of banners and dialogs. */
    close: 'Cerrar',
    /** ours: accessible name of the button that opens a link in a new tab. */
    openInNewTab: 'Abrir en una pestaña nueva',
    retry: 'Ha ocurrido un error, intenta de nuevo.',
    /** ours: hint shown after a required field's label, for assistive technology. */
    required: 'obligatorio',
  },

  /** The toaster itself (not the toast messages, which live with their screens). */
  toaster: {
    /** ours: accessible name of the toast region. */
    label: 'Notificaciones',
  },

  /** §2.3 Sign-in. */
  login: {
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
  },

  /** §2.4 Code entry. */
  verify: {
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
  },

  /** §2.5 Onboarding step 1. */
  personalInfo: {
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
  },

  /** §2.6 Onboarding step 2. */
  storeInfo: {
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
  },

  /** §2.7 Registration success. */
  createSuccess: {
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
  },

  /** §2.8 Home dashboard. */
  home: {
    /** ours: greeting with the first word of the user's name. */
    greeting: (firstName: string) => `¡Hola, ${firstName}!`,
    /** ours: welcome-back text when there is no name. */
    welcomeBack: '¡Qué bueno verte de nuevo!',
    /** ours: dismissible banner about preparing the store during the free trial. */
    trialInfo: (days: number) =>
      `Tienes ${days} ${plural(days, 'día', 'días')} de prueba gratis: aprovéchalos para preparar tu tienda online.`,
    /** ours: accessible name of the banner's close button. */
    trialInfoDismiss: 'Cerrar aviso',
    performance: {
      title: 'Resumen de rendimiento',
      /** ours: label of the period selector. */
      periodLabel: 'Periodo',
      /** ours: period options. */
      periods: { day: 'Día', week: 'Semana', month: 'Mes', year: 'Año' },
      /** ours: metric card titles. */
      metrics: {
        visits: 'Visitas',
        conversionRate: 'Tasa de conversión',
        totalCarts: 'Carritos totales',
        abandonedCarts: 'Carritos abandonados',
      },
      /** ours: metric tooltip, by the selected period. */
      comparedTo: {
        day: 'Comparado con el día anterior',
        week: 'Comparado con la semana anterior',
        month: 'Comparado con el mes anterior',
        year: 'Comparado con el año anterior',
      },
    },
    quickAccess: {
      title: 'Acceso rápido',
      /** Same wording as the product list's button. */
      addProduct: 'Agregar producto',
      /** ours: products used against the limit. */
      productCount: (count: number, limit: number) => `${count} de ${limit} productos`,
      /** ours: card to /checkout. */
      customizeCheckout: 'Personalizar checkout',
      /** ours: card to /my-store. */
      customizeStore: 'Personalizar tienda',
    },
    /** The placeholder home page. */
    placeholder: {
      title: 'Vamos por más',
      subtitle: 'A evitar que las PyMEs mueran',
    },
  },

  /** §2.9 Sidebar, header and the logout dialog. */
  shell: {
    sidebar: {
      editProfile: 'Editar perfil',
      /** ours: accessible name of the navigation landmark. */
      navLabel: 'Menú principal',
      panel: 'Panel',
      manage: 'Gestionar',
      products: 'Productos',
      checkout: 'Checkout',
      myStore: 'Mi Tienda',
      physicalStore: 'Tienda física',
      sales: 'Ventas',
      logout: 'Cerrar sesión',
      /** ours: accessible text of an unread badge. */
      unread: (count: number) =>
        `${count} ${plural(count, 'notificación sin leer', 'notificaciones sin leer')}`,
    },
    /** ours: the whole sidebar trial banner (the spec gives its content only by description). */
    trialBanner: {
      title: 'Tu prueba gratis está por terminar',
      progressLabel: 'Avance de tu prueba gratis',
      offer: (percent: number, days: number) =>
        `Mejora tu plan en los próximos ${days} ${plural(days, 'día', 'días')} y obtén un ${percent}% de descuento.`,
      action: 'Mejorar mi plan',
      confirm: '¿Quieres mejorar tu plan con este descuento?',
      alert: 'Muy pronto podrás mejorar tu plan desde aquí.',
      dismiss: 'Cerrar aviso',
    },
    header: {
      viewStore: 'Ver tienda',
      /** ours: accessible name of the bell, with the unread count. */
      notifications: (count: number) =>
        count === 0 ? 'Notificaciones' : `Notificaciones, ${count} sin leer`,
      /** ours: accessible name of the avatar menu button. */
      accountMenu: 'Menú de tu cuenta',
      /** ours: accessible name of the small-screen menu button. */
      openMenu: 'Abrir menú',
      role: 'Propietario',
      myAccount: 'Mi Cuenta',
      subscription: 'Suscripción',
      logout: 'Cerrar Sesión',
    },
    logoutDialog: {
      title: 'Solo para asegurarnos',
      /** ours: asks whether the user is sure about leaving. */
      text: '¿Seguro que quieres cerrar sesión?',
      confirm: 'Cerrar sesión',
      cancel: 'Cancelar',
    },
    toasts: {
      logoutPending: 'Cerrando sesión...',
      logoutSuccess: 'La sesión se cerró correctamente.',
      logoutFailure: 'Ha ocurrido un error, intenta de nuevo.',
    },
  },

  /** §2.9 Notifications menu. */
  notifications: {
    emptyTitle: 'No has recibido notificaciones',
    emptyHint: 'Te haremos saber cuando suceda algo importante en tu tienda.',
    /** 'Hace N segundo/minuto/hora/día(s)'. */
    relativeTime: {
      seconds: (n: number) => `Hace ${n} ${plural(n, 'segundo', 'segundos')}`,
      minutes: (n: number) => `Hace ${n} ${plural(n, 'minuto', 'minutos')}`,
      hours: (n: number) => `Hace ${n} ${plural(n, 'hora', 'horas')}`,
      days: (n: number) => `Hace ${n} ${plural(n, 'día', 'días')}`,
    },
    /** ours: accessible names of the type icons. */
    types: { error: 'Error', info: 'Información', success: 'Éxito', warning: 'Advertencia' },
  },

  /** §2.10 Product list. */
  products: {
    title: 'Productos',
    subtitle: 'Gestiona correctamente tus productos para satisfacer a tus clientes.',
    add: 'Agregar producto',
    searchPlaceholder: 'Buscar producto...',
    /** ours: accessible name of the search box. */
    searchLabel: 'Buscar producto',
    selected: (n: number) => `(${n} seleccionados)`,
    deleteSelected: 'Eliminar',
    columns: {
      /** ours: accessible names of the selection checkboxes. */
      selectAll: 'Seleccionar todos',
      selectRow: (name: string) => `Seleccionar ${name}`,
      product: 'Producto',
      category: 'Categoría',
      price: 'Precio',
      quantity: 'Cantidad',
      status: 'Estado',
      actions: 'Acciones',
    },
    /** ours: accessible name of a row's menu button. */
    rowMenu: (name: string) => `Acciones de ${name}`,
    rowActions: { view: 'Ver', edit: 'Editar', delete: 'Eliminar' },
    status: { draft: 'Borrador', published: 'Publicado', hidden: 'Oculto' },
    uncategorized: 'Sin categoría',
    pagination: {
      rowsPerPage: 'Productos por página',
      /** 'from-to de total'. */
      range: (from: number, to: number, total: number) => `${from}-${to} de ${total}`,
      /** 'N de N' on the last page. */
      lastPage: (total: number) => `${total} de ${total}`,
      /** ours: accessible names of the page buttons. */
      previous: 'Página anterior',
      next: 'Página siguiente',
    },
    empty: {
      noResults: 'No se encontraron productos.',
      noProducts: 'No hay productos, agrega uno.',
    },
    /** ours: accessible name of the loading skeleton. */
    loading: 'Cargando productos',
    /** The list could not be loaded (the spec's general failure text). */
    loadError: 'Ha ocurrido un error, intenta de nuevo.',
    /** ours: button of the load error. */
    retry: 'Intentar de nuevo',
    deleteDialog: {
      title: '¿Estás seguro?',
      text: 'No podrás recuperar la información de este producto, esta acción no se puede deshacer.',
      confirm: 'Eliminar',
      cancel: 'Conservar',
    },
    toasts: {
      deletePending: 'Eliminando...',
      deleteSuccess: 'El producto se eliminó existosamente.',
      deleteFailure: 'Ha ocurrido un error, intenta de nuevo.',
    },
  },

  /** §2.11 New product. */
  productForm: {
    title: 'Nuevo producto',
    /** ours: title of the form when editing a product. */
    editTitle: 'Editar producto',
    /** ours: outcome toasts of a save (the spec's form did not save). */
    toasts: {
      saving: 'Guardando...',
      saved: 'Tu producto se guardó con éxito.',
      failure: 'Ha ocurrido un error, intenta de nuevo.',
    },
    saveDraft: 'Guardar borrador',
    saveProduct: 'Guardar producto',
    type: {
      /** ours: label of the type toggle. */
      label: 'Tipo de producto',
      product: 'Producto físico',
      digitalFile: 'Archivo digital',
    },
    category: {
      label: 'Categoría',
      /** ours: placeholder of the category select. */
      placeholder: 'Selecciona una categoría',
      options: ['Categoría I', 'Categoría II', 'Categoría III'],
    },
    /** ours: label of the name field. */
    nameLabel: 'Nombre',
    /** ours: label of the description field. */
    descriptionLabel: 'Descripción',
    /** The counter in the description label: 'n/1500'. */
    descriptionCounter: (length: number, max: number) => `${length}/${max}`,
    prices: {
      /** ours: section title. */
      title: 'Precios',
      dynamicPrice: 'Precio dinámico',
      /** ours: utility is the profit percentage; price is computed from cost and utility. */
      dynamicPriceHelp:
        'La utilidad es tu porcentaje de ganancia: el precio se calcula a partir del costo y la utilidad.',
      /** ours: label of the cost input. */
      cost: 'Costo',
      /** ours: label of the price input. */
      price: 'Precio',
      /** ours: label of the utility input. */
      utility: 'Utilidad %',
      currency: '$',
      computedPrice: (price: string) => `Precio: $${price}`,
      retail: 'Precio minorista',
      wholesale: 'Precio mayorista',
    },
    inventory: {
      /** ours: section title. */
      title: 'Inventario',
      quantity: 'Cantidad en inventario',
      quantityHelp: 'Esta es la cantidad total del stock.',
    },
    settings: {
      title: 'Ajustes',
      status: 'Estado',
      statusOptions: { published: 'Publicado', draft: 'Borrador', hidden: 'Oculto' },
      manageStock: 'Gestionar stock',
      sellWithoutStock: 'Vender sin stock',
      allowWholesale: 'Permite venta mayorista',
    },
    /** ours (worded in @panel/domain): the spec gives error slots but no product validation. */
    validation: {
      nameRequired: PRODUCT_FORM_MESSAGES.nameRequired,
      priceRequired: PRODUCT_FORM_MESSAGES.priceRequired,
      costRequired: PRODUCT_FORM_MESSAGES.costRequired,
      invalidAmount: PRODUCT_FORM_MESSAGES.invalidAmount,
    },
    upload: {
      title: 'Carga de imágenes',
      dropzone: 'Arrastra y suelta acá tus archivos o haz clic aquí',
      rulesTitle: 'IMPORTANTE:',
      /** ours: wording of the rules box (the spec gives the rules, not their text). */
      rules: {
        maxFiles: 'Máximo 11 archivos: 10 imágenes y 1 video.',
        formats: 'Formatos: JPG, JPEG, PNG y SVG para imágenes; MP4 para video.',
        imageSize: 'Tamaño mínimo de las imágenes: 800x600 px.',
        videoSize: 'Tamaño mínimo del video: 1280x720 px.',
      },
      /** ours: button of a preview tile that replaces its file. */
      replace: 'Reemplazar archivo',
      /** ours: alternative text of a preview tile. */
      previewAlt: (position: number) => `Vista previa ${position}`,
      /** ours: accessible name of a tile's replace button. */
      replaceTile: (position: number) => `Reemplazar archivo ${position}`,
      /** ours: accessible name of a tile's remove button. */
      removeTile: (position: number) => `Quitar archivo ${position}`,
      /** ours: hidden prefix of the rule that the last selection broke. */
      brokenRule: 'No se cumple:',
      /** ours: count of the chosen files. */
      count: (n: number) => `${n} ${plural(n, 'archivo seleccionado', 'archivos seleccionados')}`,
      /** ours: toast while a save sends the product's files, with the share sent so far. */
      progress: (percent: number) => `Subiendo archivos: ${percent} %`,
      /** ours: accessible name of that toast's progress bar. */
      progressLabel: 'Carga de archivos',
    },
  },

  /** §2.12 Store profile, and the shared crop dialog. */
  store: {
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
  },

  /** §2.12 Image crop dialog. */
  cropDialog: {
    title: 'Ajusta la imagen',
    rotate: 'Rotar',
    flipHorizontal: 'Voltear horizontalmente',
    flipVertical: 'Voltear verticalmente',
    save: 'Guardar',
    cancel: 'Cancelar',
    /** ours: label of the zoom slider. */
    zoom: 'Zoom',
    /** ours: the chosen file is not a picture that can be opened. */
    unreadable: 'No pudimos abrir esta imagen. Elige otra en formato PNG o JPG.',
  },

  /** §2.13 Account profile. */
  account: {
    tabs: { profile: 'Perfil' },
    role: 'Propietario',
    /** ours: alternative text of the profile picture. */
    avatarAlt: (name: string) => `Foto de perfil de ${name}`,
    uploadPicture: 'Subir imagen de perfil',
    fullNameLabel: 'Nombre completo',
    fullNamePlaceholder: 'Nombre Apellido',
    phoneLabel: 'Número de teléfono',
    /** ours: label of the flag and calling-code picker. */
    countryCodeLabel: 'Código de país',
    save: 'Guardar',
    toasts: {
      saving: 'Guardando...',
      saved: '¡Listo! 👍',
      failure: 'Un extraño error ocurrió. 😵',
      noChanges: 'No hay nada que modificar, todo sigue igual.',
    },
  },

  /** Country and calling-code pickers (account, checkout). */
  countryPicker: {
    /** ours: search box of the picker list. */
    searchPlaceholder: 'Buscar país',
    /** ours: empty result of the search. */
    noResults: 'No se encontraron países.',
    /** ours: hidden start of the picker button's name (the visible calling code follows). */
    selected: (label: string, country: string) => `${label}: ${country}`,
    /** ours: label of the country list. */
    listLabel: 'Países',
  },

  /** §2.14 Plans, and the global subscription modal (§9). */
  subscription: {
    /** The page title, spelled as in the spec (the header menu says 'Suscripción'). */
    title: 'Subscripción',
    /** ours: accessible name of the plan radio group. */
    planLabel: 'Plan',
    price: (amount: number) => `$${amount}/mes`,
    pro: {
      /** ours: card title. */
      name: 'Pro',
      remaining: (months: number) => `Restan ${months} meses`,
      /** ours: the card's product capacity. */
      products: (count: number) => `${count} productos`,
      increase: '+ Aumentar productos',
    },
    free: {
      name: 'Gratis',
      change: 'Cambiar',
    },
    autoRenew: 'Activar renovación automática',
    /** ours: explanation under the switch. */
    autoRenewHelp: 'Tu suscripción se renovará automáticamente cuando venza.',
    modal: {
      title: '¡Te quedaste sin espacio!',
      /** ours: the offer of extra product capacity. */
      intro:
        'Llegaste al límite de productos de tu plan. Suma más espacio para seguir haciendo crecer tu tienda.',
      /** ours: label of the capacity slider. */
      sliderLabel: 'Productos adicionales',
      /** ours: a slider stop. */
      stop: (products: number) => `${products} productos`,
      topStop: '+1000',
      /** ours: price of the extra capacity. */
      extraPrice: (amount: number) => `+$${amount}/mes`,
      /** ours: total monthly price. */
      total: (amount: number) => `Total: $${amount}/mes`,
      /** ours: the extra charge starts with the next invoice. */
      nextInvoice: 'El cargo adicional se sumará a partir de tu próxima factura.',
      /** ours: at the top stop, the product is not designed for very large stores. */
      largeStore:
        'Nuestra plataforma no está pensada para tiendas tan grandes. Escríbenos y buscaremos juntos la mejor opción para ti.',
      contact: 'Contactar',
      increase: 'Aumentar Espacio',
      /** ours: the placeholder alert of the actions. */
      placeholderAlert: 'Muy pronto podrás aumentar tu espacio desde aquí.',
    },
  },

  /** §2.15 Sales (physical store). */
  sales: {
    title: 'Ventas',
    /** ours: only physical-store sales are recorded here. */
    note: 'Aquí solo se registran las ventas de tu tienda física.',
    add: 'Agregar venta',
    /** ours: info toast naming the product. */
    comingSoon: (productName: string) =>
      `Muy pronto podrás gestionar tu tienda física y tu tienda online juntas con ${productName}.`,
  },

  /** §2.16 Checkout configuration. */
  checkout: {
    title: 'Checkout',
    /** ours: label of the checkout type choice. */
    typeLabel: 'Tipo de checkout',
    types: { whatsapp: 'WhatsApp', card: 'Pagar con tarjeta' },
    /** ours: label of the WhatsApp phone field. */
    phoneLabel: 'Número de WhatsApp',
    /** ours: message editor section and its four parts. */
    message: {
      title: 'Mensaje de pedido',
      start: 'Inicio del mensaje',
      body: 'Cuerpo del mensaje',
      product: 'Línea de cada producto',
      end: 'Cierre del mensaje',
      placeholdersHelp: 'Puedes usar {nombre-tienda}, {cantidad} y {nombre-producto}.',
      preview: 'Vista previa',
    },
    /**
     * Default message template (from @panel/domain); placeholders are replaced when the message is
     * built. ours (worded in @panel/domain): the greeting (`start`), the product line and the closing
     * (`end`); `body` is the spec's line.
     */
    defaultMessage: DEFAULT_CHECKOUT_MESSAGE,
    /** ours (worded in @panel/domain): the sample product of the test message. */
    sampleProduct: SAMPLE_PRODUCT_NAME,
    testMessage: 'Probar mensaje',
    save: 'Guardar cambios',
    toasts: {
      failure: 'Intenta de nuevo.',
      noChanges: 'No hay cambios para guardar.',
      success: 'Tu checkout se actualizó con éxito.',
    },
  },

  /** /users: its content is not shown by the spec. */
  users: {
    /** ours: title of the users screen. */
    title: 'Usuarios',
    /** ours: the coming-soon placeholder. */
    comingSoonTitle: 'Muy pronto',
    comingSoon:
      'Pronto podrás invitar a tu equipo y decidir qué puede hacer cada persona en tu tienda.',
  },

  /** ours: pages of the app itself (apps/panel), for an unknown address and a page that failed. */
  app: {
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
  },

  /** §8 General. */
  errors: {
    /** A call answered ok false; worded in English by the spec. */
    authBroken: (statusText: string) => `Auth is broken: ${statusText}`,
  },
} as const;

/** The catalogue's type: screens and tests can take a slice of it, e.g. `Catalogue['login']`. */
export type Catalogue = typeof es;
