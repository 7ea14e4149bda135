import { PRODUCT_FORM_MESSAGES } from '@panel/domain';
import { plural } from './plural';

/** §2.11 New product. */
export const productForm = {
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
    /** ours: placeholder of the category field (texts of the field itself: `es.categories.field`). */
    placeholder: 'Sin categoría',
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
    /** ours (issue 21): from how many units of one order line the wholesale price applies. */
    wholesaleMinQuantity: 'Cantidad mínima mayorista',
    wholesaleMinQuantityHelp:
      'Tus clientes pagan el precio mayorista cuando piden esta cantidad o más de este producto.',
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
    /** ours: whether customers see and can buy the product once saved, and why not. */
    availability: {
      onSale: 'Visible en tu tienda: tus clientes pueden verlo y comprarlo.',
      soldOut:
        'Agotado: tus clientes lo ven, pero no pueden comprarlo. Agrega stock o activa «Vender sin stock».',
      draft: 'No visible: Borrador. Elige «Publicado» para que tus clientes lo vean.',
      hidden: 'No visible: Oculto. Elige «Publicado» para que tus clientes lo vean.',
    },
  },
  /** ours (worded in @panel/domain): the spec gives error slots but no product validation. */
  validation: {
    nameRequired: PRODUCT_FORM_MESSAGES.nameRequired,
    priceRequired: PRODUCT_FORM_MESSAGES.priceRequired,
    costRequired: PRODUCT_FORM_MESSAGES.costRequired,
    invalidAmount: PRODUCT_FORM_MESSAGES.invalidAmount,
    wholesaleMinRequired: PRODUCT_FORM_MESSAGES.wholesaleMinRequired,
    wholesaleMinInvalid: PRODUCT_FORM_MESSAGES.wholesaleMinInvalid,
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
    /** ours: why the last selection was refused, under the broken rule. */
    refused: {
      format: 'Ese archivo no tiene un formato aceptado.',
      maxImages: 'Ya no caben más imágenes: un producto tiene como máximo 10.',
      maxVideos: 'Ya no cabe otro video: un producto tiene como máximo 1.',
    },
    /** ours: count of the chosen files. */
    count: (n: number) => `${n} ${plural(n, 'archivo seleccionado', 'archivos seleccionados')}`,
    /** ours: toast while a save sends the product's files, with the share sent so far. */
    progress: (percent: number) => `Subiendo archivos: ${percent} %`,
    /** ours: accessible name of that toast's progress bar. */
    progressLabel: 'Carga de archivos',
  },
  /** ours (issue 22): the 'Variantes' section: options, their values and the generated variants. */
  variants: {
    title: 'Variantes',
    intro:
      'Si tu producto viene en talles, colores u otras opciones, agrégalas: cada combinación es una variante con su precio, stock y foto.',
    addOption: 'Agregar opción',
    /** Shown instead of the button once the product has the most options. */
    optionsFull: (max: number) => `Un producto puede tener hasta ${max} opciones.`,
    optionName: 'Nombre de la opción',
    optionNamePlaceholder: 'Por ejemplo: Talle',
    suggestions: 'Sugerencias',
    /** Accessible name of a suggestion button. */
    suggest: (name: string) => `Usar «${name}» como nombre`,
    removeOption: (name: string) => `Quitar opción ${name}`,
    unnamedOption: (position: number) => `Opción ${position}`,
    values: 'Valores',
    valuesPlaceholder: 'Escribe un valor y presiona Enter',
    valuesHelp: 'Presiona Enter para agregar cada valor (o sepáralos con comas).',
    addValue: 'Agregar valor',
    /** Accessible name of a value's list. */
    valuesOf: (option: string) => `Valores de ${option}`,
    /** Accessible name of a value chip: it is also its move handle. */
    moveValue: (value: string) => `Mover ${value}`,
    moveHelp: 'Arrastra un valor o usa las flechas para cambiar su orden.',
    moved: (value: string, position: number, total: number) =>
      `${value}: posición ${position} de ${total}.`,
    removeValue: (value: string) => `Quitar ${value}`,
    /** The remove-value question, naming how many variants go with it. */
    confirmRemoveValue: {
      title: (value: string) => `¿Quitar «${value}»?`,
      text: (n: number) =>
        n === 1
          ? 'Se eliminará 1 variante que lo usa, con su precio, stock y SKU.'
          : `Se eliminarán ${n} variantes que lo usan, con sus precios, stock y SKU.`,
      confirm: 'Quitar',
      cancel: 'Cancelar',
    },
    confirmRemoveOption: {
      title: (option: string) => `¿Quitar la opción «${option}»?`,
      text: (n: number) =>
        n === 1
          ? 'Se eliminará 1 variante; las demás quedan sin esta opción.'
          : `Se eliminarán ${n} variantes; las demás quedan sin esta opción.`,
      confirm: 'Quitar',
      cancel: 'Cancelar',
    },
    /** How many variants the options make, over the limit. */
    count: (n: number, max: number) => `${n} ${plural(n, 'variante', 'variantes')} (máximo ${max})`,
    columns: {
      variant: 'Variante',
      price: 'Precio',
      quantity: 'Stock',
      sku: 'SKU',
      picture: 'Foto',
      available: 'Disponible',
    },
    /** Accessible names of a variant's cells: the column and the variant. */
    cell: (column: string, variant: string) => `${column} de ${variant}`,
    /** Accessible name of a variant's 'Disponible' switch. */
    availableOf: (variant: string) => `Disponible: ${variant}`,
    noPicture: 'Sin foto',
    picture: (position: number) => `Foto ${position}`,
    /** Placeholder of a variant's price: the product's price it takes when empty. */
    productPrice: 'Precio del producto',
    applyAll: {
      price: 'Precio para todas',
      quantity: 'Stock para todas',
      button: 'Aplicar a todas',
      /** Accessible names of the two buttons (the visible text first). */
      priceButton: 'Aplicar a todas el precio',
      quantityButton: 'Aplicar a todas el stock',
    },
    /** Paging of the variants table. */
    page: (from: number, to: number, total: number) => `Variantes ${from}–${to} de ${total}`,
    previous: 'Anteriores',
    next: 'Siguientes',
    pagination: 'Páginas de variantes',
    /** The inventory's quantity, when variants carry the stock. */
    stockByVariant: 'Con variantes, el stock se carga en cada una.',
    errors: {
      nameRequired: 'Escribe el nombre de la opción.',
      // The wording of @panel/domain's VARIANT_MESSAGES (the server's), so both say the same.
      nameTooLong: (max: number) => `El nombre de una opción puede tener hasta ${max} caracteres.`,
      nameTaken: (name: string) => `Ya hay una opción llamada ${name}.`,
      valuesRequired: (name: string) => `Agrega al menos un valor a ${name}.`,
      valueTooLong: (max: number) => `Un valor puede tener hasta ${max} caracteres.`,
      valueTaken: (value: string) => `«${value}» ya está en la lista.`,
      valuesFull: (max: number) => `Una opción puede tener hasta ${max} valores.`,
      tooManyVariants: (n: number, max: number) =>
        `Un producto puede tener hasta ${max} variantes; con estas opciones tendrías ${n}.`,
      price: 'Escribe un precio mayor o igual a 0.',
      skuTooLong: (max: number) => `El SKU puede tener hasta ${max} caracteres.`,
      skuCharacters:
        'El SKU solo puede llevar letras sin acentos, números, guiones, puntos, guiones bajos y barras, sin espacios.',
      skuTaken: 'Ese SKU ya está en otra variante.',
      summary: 'Revisa las variantes marcadas.',
    },
  },
} as const;
