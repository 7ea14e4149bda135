/** §2.10 Product list. */
export const products = {
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
  /** ours (issue 22): under the name of a product with variants. */
  variantCount: (n: number) => `${n} variantes`,
  /** ours (issue 22): after the stock of a product with variants, which adds theirs up. */
  summedStock: 'en total',
  /** ours: the stock's name on a phone's row, where the column headers are not shown. */
  quantityOnPhone: 'Cantidad:',
  /** ours: accessible name of a row's menu button. */
  rowMenu: (name: string) => `Acciones de ${name}`,
  /** 'Duplicar' is ours: opens the form with a draft copy of the product. */
  rowActions: { view: 'Ver', edit: 'Editar', duplicate: 'Duplicar', delete: 'Eliminar' },
  status: { draft: 'Borrador', published: 'Publicado', hidden: 'Oculto' },
  /** ours: hint under the status chip, whether customers see and can buy the product. */
  availability: {
    onSale: 'Visible en tu tienda',
    soldOut: 'Agotado: no se puede comprar',
    draft: 'No visible en tu tienda',
    hidden: 'No visible en tu tienda',
  },
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
} as const;
