import { CATALOG_WINDOWS_NOTICE } from '@panel/domain';
import { plural } from './plural';

/**
 * ours (issue 24): 'Productos' → 'Exportar' and 'Importar', the catalogue as a CSV file. The spec has no
 * such screens: every text here is ours, in Latin-American Spanish.
 */
export const catalogTransfer = {
  /** Buttons of the product list's header. */
  exportButton: 'Exportar',
  importButton: 'Importar',
  /** The file formats, by name. */
  formats: {
    ours: 'Panel',
    tiendanube: 'Tiendanube',
    shopify: 'Shopify',
  },
  export: {
    title: 'Exportar productos',
    text: 'Descarga todos tus productos con sus variantes, precios, stock y categorías en un archivo CSV que se abre con Excel.',
    formatLabel: 'Formato del archivo',
    ours: 'Formato de Panel',
    oursHelp:
      'Con todos los datos de tus productos. Es el indicado para editarlos y volver a importarlos.',
    tiendanube: 'Formato de Tiendanube',
    tiendanubeHelp:
      'Con las columnas de Tiendanube, para llevar tus productos a una tienda de Tiendanube.',
    download: 'Descargar CSV',
    downloading: 'Preparando el archivo...',
    cancel: 'Cancelar',
    failed: 'No pudimos preparar el archivo. Intenta de nuevo en unos minutos.',
  },
  import: {
    title: 'Importar productos',
    /** Step 1: choose the file. */
    text: 'Sube un archivo CSV exportado de Panel, Tiendanube o Shopify, o una lista de precios guardada desde Excel. Antes de guardar nada te mostramos qué va a cambiar.',
    /** The zone's own name (its button reads `dropzone`). */
    dropzoneLabel: 'Zona para soltar tu archivo CSV',
    dropzone: 'Arrastra y suelta acá tu archivo CSV o haz clic aquí',
    rules: 'Solo archivos .csv, de hasta 5 MB y 10.000 filas.',
    notCsv:
      'Ese archivo no es un CSV. En Excel, usa "Guardar como" y elige "CSV UTF-8 (delimitado por comas)".',
    /** Step 1 → 2: the file is read on the server. */
    reading: (name: string) => `Revisando ${name}...`,
    chosenFile: 'Archivo elegido',
    /** Step 2: the preview. */
    previewTitle: 'Revisa los cambios antes de importar',
    detected: (format: string) => `Detectamos un archivo de ${format}.`,
    /** @panel/domain's notice (the research's wording), the server's reading of such a file. */
    windows1252: `${CATALOG_WINDOWS_NOTICE}.`,
    nothingChanges: 'Todavía no se guardó ningún cambio.',
    /** As Tiendanube's import says it: which of the file's columns are read. */
    columnsRecognized: (n: number, total: number) => `Reconocimos ${n} de ${total} columnas.`,
    columnsIgnored: (names: string) => `No se importan: ${names}.`,
    /** The preview's counts: the number is shown big, the words under it. */
    counts: {
      create: (n: number) => plural(n, 'producto a crear', 'productos a crear'),
      update: (n: number) => plural(n, 'producto a actualizar', 'productos a actualizar'),
      unchanged: (n: number) => plural(n, 'producto sin cambios', 'productos sin cambios'),
      errors: (n: number) => plural(n, 'fila con errores', 'filas con errores'),
    },
    errorsTitle: 'Filas con errores',
    errorsHelp:
      'No podemos importar el archivo mientras tenga filas con errores. Descárgalas, corrígelas en Excel y vuelve a subir el archivo.',
    moreErrors: (n: number) =>
      plural(
        n,
        'y 1 fila más en el archivo de errores',
        `y ${n} filas más en el archivo de errores`,
      ),
    columns: {
      line: 'Fila',
      column: 'Columna',
      reason: 'Problema',
      product: 'Producto',
      variant: 'Variante',
      price: 'Precio',
      stock: 'Stock',
      sku: 'SKU',
      action: 'Cambio',
    },
    /** A cell of the error table without a column (the whole row). */
    wholeRow: 'Toda la fila',
    warningsTitle: 'Revisa también',
    warningAt: (line: number) => `Fila ${line}:`,
    sampleTitle: 'Así se van a guardar',
    sampleMore: (shown: number, total: number) => `Los primeros ${shown} productos de ${total}.`,
    /** An empty cell of the sample: no variant, no SKU, a price or stock the file leaves as it is. */
    blank: '—',
    /** Stock left blank: the product does not count its units. */
    unlimitedStock: 'Sin límite',
    action: { create: 'Nuevo', update: 'Actualiza', unchanged: 'Sin cambios' },
    imagesTitle: 'Imágenes que no se importan',
    imagesHelp: (n: number) =>
      plural(
        n,
        'El archivo enlaza 1 imagen por dirección web. No la descargamos: súbela desde el producto.',
        `El archivo enlaza ${n} imágenes por dirección web. No las descargamos: súbelas desde cada producto.`,
      ),
    moreImages: (n: number) => plural(n, 'y 1 imagen más', `y ${n} imágenes más`),
    downloadErrors: 'Descargar errores',
    downloadFailed: 'No pudimos descargar el archivo de errores. Intenta de nuevo.',
    chooseAnother: 'Elegir otro archivo',
    cancel: 'Cancelar',
    /** Step 3: apply. */
    apply: 'Importar',
    applying: 'Importando...',
    applyingText: 'Estamos guardando tus productos. No cierres esta ventana.',
    /** Done. */
    doneTitle: '¡Listo! Tus productos ya están en Panel',
    created: (n: number) => plural(n, 'Se creó 1 producto.', `Se crearon ${n} productos.`),
    updated: (n: number) =>
      plural(n, 'Se actualizó 1 producto.', `Se actualizaron ${n} productos.`),
    close: 'Cerrar',
    /** The plan's product limit. */
    limitTitle: 'Te quedaste sin espacio',
    limitText: (total: number, limit: number) =>
      `Con este archivo tendrías ${total} productos y tu plan permite ${limit}. Amplía tu espacio o quita productos del archivo.`,
    increase: 'Aumentar espacio',
    /** A failure of the server or the network. */
    failedTitle: 'No pudimos revisar el archivo',
    applyFailedTitle: 'No pudimos importar los productos',
    applyFailedText: 'No se guardó ningún cambio. Intenta de nuevo en unos minutos.',
    retry: 'Intentar de nuevo',
  },
} as const;
