import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { lazyChunk, onPhone } from '../../components/story-utils';
import { es } from '../../i18n/es';
import { toast } from '../../provider/toast';
import { ProductListScreen, type ProductListItem } from './product-list-screen';

const t = es.products;

const sample: ProductListItem[] = [
  {
    id: 'p1',
    slug: 'camiseta-azul',
    name: 'Camiseta azul',
    prices: [{ price: '1234.5' }],
    quantity: 12,
    status: 'published',
    image: null,
    category: 'Ropa',
  },
  {
    id: 'p2',
    slug: 'taza-ceramica',
    name: 'Taza de cerámica',
    prices: [{ price: '8' }],
    quantity: null,
    status: 'draft',
    image: null,
    category: null,
  },
  {
    id: 'p3',
    slug: 'libro-recetas',
    name: 'Libro de recetas (PDF)',
    prices: [{ price: '15.99' }],
    quantity: 0,
    status: 'hidden',
    image: null,
    category: null,
  },
];

const meta = {
  title: 'Screens/Products/List',
  component: ProductListScreen,
  args: {
    products: sample,
    total: 3,
    page: 0,
    rowsPerPage: 10,
    query: '',
    sort: { field: 'name', type: 'asc' },
    productUrl: (product: ProductListItem) => `https://mi-tienda.localhost:3000/${product.slug}`,
    onAdd: fn(),
    onEdit: fn(),
    onDuplicate: fn(),
    onDelete: fn(async () => {}),
    onQueryChange: fn(),
    onPageChange: fn(),
    onRowsPerPageChange: fn(),
    onSortChange: fn(),
  },
  afterEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof ProductListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('title, subtitle and the add button', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      await expect(canvas.getByText(t.subtitle)).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: t.add }));
      await expect(args.onAdd).toHaveBeenCalledOnce();
    });
    await step(
      'rows: price formatted, quantity 0 when missing, uncategorised, status chips',
      async () => {
        const row = canvas.getByRole('row', { name: /Camiseta azul/ });
        await expect(within(row).getByText('$1.234,50')).toBeVisible();
        await expect(within(row).getByText('Ropa')).toBeVisible();
        await expect(within(row).getByText(t.status.published)).toHaveAttribute(
          'data-status',
          'published',
        );
        const taza = canvas.getByRole('row', { name: /Taza de cerámica/ });
        await expect(within(taza).getByText('0')).toBeVisible();
        await expect(within(taza).getByText(t.uncategorized)).toBeVisible();
        await expect(within(taza).getByText(t.status.draft)).toBeVisible();
      },
    );
    await step('search calls onQueryChange', async () => {
      const search = canvas.getByRole('searchbox', { name: t.searchLabel });
      await expect(search).toHaveAttribute('placeholder', t.searchPlaceholder);
      await userEvent.type(search, 'taza');
      await expect(args.onQueryChange).toHaveBeenLastCalledWith('taza');
    });
    await step('displayed rows: one page is its own last page', async () => {
      await expect(canvas.getByText('3 de 3')).toBeVisible();
      await expect(canvas.getByRole('button', { name: t.pagination.next })).toBeDisabled();
    });
  },
};

export const Sorting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const header = (name: string | RegExp) => canvas.getByRole('columnheader', { name });
    // Every column but status and actions sorts: its header holds a button that fills it.
    for (const [label, field] of [
      [t.columns.category, 'category'],
      [t.columns.price, 'price'],
      [t.columns.quantity, 'quantity'],
    ] as const) {
      await userEvent.click(within(header(label)).getByRole('button', { name: label }));
      await expect(args.onSortChange).toHaveBeenLastCalledWith({ field, type: 'asc' });
    }
    const name = header(new RegExp(t.columns.product));
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    await expect(header(t.columns.price)).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(name).getByRole('button'));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ field: 'name', type: 'desc' });
    for (const label of [t.columns.status, t.columns.actions]) {
      await expect(within(header(label)).queryByRole('button')).not.toBeInTheDocument();
      await expect(header(label)).not.toHaveAttribute('aria-sort');
    }
  },
};

export const SortingByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const price = within(canvas.getByRole('columnheader', { name: t.columns.price })).getByRole(
      'button',
    );
    price.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ field: 'price', type: 'asc' });
  },
};

export const DeleteSelected: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await step('selecting two rows shows the count and the delete action', async () => {
      for (const name of ['Camiseta azul', 'Taza de cerámica']) {
        const row = await canvas.findByRole('row', { name: new RegExp(name) });
        await userEvent.click(within(row).getByRole('checkbox'));
      }
      await expect(canvas.getByText(t.selected(2))).toBeVisible();
    });
    await step('the delete icon has the tooltip Eliminar', async () => {
      const trash = () => canvas.getByRole('button', { name: t.deleteSelected });
      // The tooltip's code loads when the selection bar appears; once the real button has replaced
      // its look-alike, pointing at it shows the tooltip (as a pointer that moves on does).
      await waitFor(async () => {
        await userEvent.unhover(trash());
        await userEvent.hover(trash());
        await expect(await body.findByRole('tooltip', {}, { timeout: 1_000 })).toHaveTextContent(
          t.deleteSelected,
        );
      }, lazyChunk);
      await userEvent.unhover(trash());
    });
    await step('one confirmation deletes every selected product', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t.deleteSelected }));
      const dialog = await body.findByRole(
        'alertdialog',
        { name: t.deleteDialog.title },
        lazyChunk,
      );
      await expect(within(dialog).getByText(t.deleteDialog.text)).toBeVisible();
      await userEvent.click(within(dialog).getByRole('button', { name: t.deleteDialog.confirm }));
      await expect(args.onDelete).toHaveBeenCalledOnce();
      await expect(args.onDelete).toHaveBeenCalledWith(['p1', 'p2']);
      await expect(await body.findByText(t.toasts.deleteSuccess)).toBeInTheDocument();
      await waitFor(() => expect(canvas.queryByText(t.selected(2))).not.toBeInTheDocument());
    });
  },
};

export const SelectAllAndKeep: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('checkbox', { name: t.columns.selectAll }));
    await expect(canvas.getByText(t.selected(3))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.deleteSelected }));
    const dialog = await body.findByRole('alertdialog', {}, lazyChunk);
    await userEvent.click(within(dialog).getByRole('button', { name: t.deleteDialog.cancel }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await expect(canvas.getByText(t.selected(3))).toBeVisible();
  },
};

export const RowMenu: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await step('Ver links to the storefront page in a new tab', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t.rowMenu('Camiseta azul') }));
      const view = await body.findByRole('menuitem', { name: t.rowActions.view }, lazyChunk);
      await expect(view).toHaveAttribute('href', 'https://mi-tienda.localhost:3000/camiseta-azul');
      await expect(view).toHaveAttribute('target', '_blank');
      await userEvent.click(body.getByRole('menuitem', { name: t.rowActions.edit }));
      await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 'p1' }));
    });
    await step('Duplicar hands the product to the app', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t.rowMenu('Camiseta azul') }));
      await userEvent.click(
        await body.findByRole('menuitem', { name: t.rowActions.duplicate }, lazyChunk),
      );
      await expect(args.onDuplicate).toHaveBeenCalledWith(expect.objectContaining({ id: 'p1' }));
      await expect(args.onEdit).toHaveBeenCalledOnce();
    });
    await step('Eliminar asks first, then deletes that product only (keyboard)', async () => {
      const trigger = canvas.getByRole('button', { name: t.rowMenu('Taza de cerámica') });
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      const item = await body.findByRole('menuitem', { name: t.rowActions.delete }, lazyChunk);
      await userEvent.click(item);
      const dialog = await body.findByRole(
        'alertdialog',
        { name: t.deleteDialog.title },
        lazyChunk,
      );
      await userEvent.click(within(dialog).getByRole('button', { name: t.deleteDialog.confirm }));
      await expect(args.onDelete).toHaveBeenCalledWith(['p2']);
    });
  },
};

export const DeleteFailure: Story = {
  args: { onDelete: fn(async () => Promise.reject(new Error('500'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: t.rowMenu('Camiseta azul') }));
    await userEvent.click(
      await body.findByRole('menuitem', { name: t.rowActions.delete }, lazyChunk),
    );
    const dialog = await body.findByRole('alertdialog', {}, lazyChunk);
    await userEvent.click(within(dialog).getByRole('button', { name: t.deleteDialog.confirm }));
    await expect(await body.findByText(t.toasts.deleteFailure)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { isLoading: true, products: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skeleton = canvas.getByRole('status', { name: t.loading });
    await expect(within(skeleton).getAllByTestId('skeleton-row')).toHaveLength(5);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { isError: true, products: [], total: 0, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t.loadError);
    // Not mistaken for an empty store.
    await expect(canvas.queryByText(t.empty.noProducts)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: t.pagination.next })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { products: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.empty.noProducts)).toBeVisible();
    await expect(canvas.getByText('0 de 0')).toBeVisible();
  },
};

export const NoResults: Story = {
  args: { products: [], total: 0, query: 'zapatos' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.empty.noResults)).toBeVisible();
    await expect(canvas.getByRole('searchbox')).toHaveValue('zapatos');
  },
};

const many: ProductListItem[] = Array.from({ length: 10 }, (_, i) => ({
  id: `m${i}`,
  slug: `producto-${i}`,
  name: `Producto ${i + 11}`,
  prices: [{ price: String(100 + i) }],
  quantity: i,
  status: 'published',
  image: null,
  category: 'Hogar',
}));

export const Paginated: Story = {
  args: { products: many, total: 57, page: 1, rowsPerPage: 10 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByText('11-20 de 57')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.pagination.next }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: t.pagination.previous }));
    await expect(args.onPageChange).toHaveBeenCalledWith(0);
    await userEvent.click(
      canvas.getByRole('button', { name: new RegExp(t.pagination.rowsPerPage) }),
    );
    const options = await body.findAllByRole('option', {}, lazyChunk);
    await expect(options.map((option) => option.textContent)).toEqual(['10', '25', '50']);
    await userEvent.click(body.getByRole('option', { name: '25' }));
    await expect(args.onRowsPerPageChange).toHaveBeenCalledWith(25);
  },
};

export const LastPage: Story = {
  args: { products: many.slice(0, 7), total: 57, page: 5, rowsPerPage: 10 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('57 de 57')).toBeVisible();
  },
};

export const LongNames: Story = {
  args: {
    products: [
      {
        ...sample[0]!,
        name: 'Camiseta de algodón orgánico peinado con estampado artesanal edición limitada 2026 talla XL',
        category: 'Ropa y accesorios para toda la familia',
      },
      ...sample.slice(1),
    ],
  },
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByText(/algodón orgánico/);
    await expect(name).toHaveAttribute('title', expect.stringContaining('edición limitada'));
  },
};

const stock = { manageStock: true, sellWithoutStock: false };

/** Under each status chip: whether customers see the product and can buy it, and why not. */
export const Availability: Story = {
  args: {
    products: [
      { ...sample[0]!, ...stock, id: 'a1', name: 'A la venta', quantity: 3 },
      { ...sample[0]!, ...stock, id: 'a2', name: 'Agotada', quantity: 0 },
      {
        ...sample[0]!,
        id: 'a3',
        name: 'Vende sin stock',
        quantity: 0,
        manageStock: true,
        sellWithoutStock: true,
      },
      { ...sample[0]!, ...stock, id: 'a4', name: 'En borrador', status: 'draft', quantity: 3 },
      { ...sample[0]!, ...stock, id: 'a5', name: 'Escondido', status: 'hidden', quantity: 3 },
    ],
    total: 5,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hint = (name: string) =>
      within(canvas.getByRole('row', { name: new RegExp(name) })).getByText(
        (_, element) => element?.hasAttribute('data-availability') ?? false,
      );
    await expect(hint('A la venta')).toHaveTextContent(t.availability.onSale);
    await expect(hint('Vende sin stock')).toHaveTextContent(t.availability.onSale);
    await expect(hint('Agotada')).toHaveTextContent(t.availability.soldOut);
    await expect(hint('En borrador')).toHaveTextContent(t.availability.draft);
    await expect(hint('Escondido')).toHaveTextContent(t.availability.hidden);
    await expect(
      within(canvas.getByRole('row', { name: /Escondido/ })).getByText(t.status.hidden),
    ).toBeVisible();
  },
};

/**
 * Below `sm` the table is a list a thumb can use (issue 14): each row its checkbox, picture and name,
 * price and status, and its ⋮ menu, within the phone's width; the sort buttons and 'Seleccionar todos'
 * sit in a bar above the rows. The page never scrolls sideways.
 */
export const Phone: Story = {
  ...onPhone,
  args: {
    products: [
      {
        ...sample[0]!,
        name: 'Camiseta de algodón orgánico peinado con estampado artesanal edición limitada 2026 talla XL',
      },
      ...sample.slice(1),
    ],
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    /** `element` is displayed, its left and right edges inside the phone's width. */
    const expectInReach = async (element: HTMLElement) => {
      await expect(element).toBeVisible();
      const box = element.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(width);
    };
    const row = canvas.getByRole('row', { name: /Camiseta de algodón/ });
    await step('rows are list items: name, price and status within the width', async () => {
      await expect(width).toBe(375);
      await expect(getComputedStyle(row).display).toBe('grid');
      // The column titles without a control are gone; the sort buttons stay.
      await expect(canvas.queryByRole('columnheader', { name: t.columns.status })).toBeNull();
      await expectInReach(within(row).getByText(/Camiseta de algodón/));
      await expectInReach(within(row).getByText('$1.234,50'));
      await expectInReach(within(row).getByText(t.status.published));
      await expectInReach(within(row).getByText(t.availability.onSale));
      const taza = canvas.getByRole('row', { name: /Taza de cerámica/ });
      await expectInReach(within(taza).getByText('$8,00'));
      await expectInReach(within(taza).getByText(t.status.draft));
    });
    await step('each row shows its stock, named', async () => {
      const stock = within(row).getByText(t.quantityOnPhone).parentElement!;
      await expectInReach(stock);
      // The sample's first product has 12 units.
      await expect(stock).toHaveTextContent(`${t.quantityOnPhone}12`);
    });
    await step('the sort buttons sit above the list', async () => {
      const price = canvas.getByRole('button', { name: t.columns.price });
      await expectInReach(price);
      await userEvent.click(price);
      await expect(args.onSortChange).toHaveBeenLastCalledWith({ field: 'price', type: 'asc' });
    });
    await step('selecting a row shows the bulk bar', async () => {
      const checkbox = within(row).getByRole('checkbox');
      await expectInReach(checkbox.closest('label')!);
      await userEvent.click(checkbox);
      await expect(canvas.getByText(t.selected(1))).toBeVisible();
      await expectInReach(canvas.getByRole('button', { name: t.deleteSelected }));
      await userEvent.click(canvas.getByRole('checkbox', { name: t.columns.selectAll }));
      await expect(canvas.getByText(t.selected(3))).toBeVisible();
    });
    await step('the row menu opens within the width', async () => {
      const menu = within(row).getByRole('button', { name: new RegExp(t.rowMenu('Camiseta')) });
      await expectInReach(menu);
      await userEvent.click(menu);
      await expectInReach(
        await body.findByRole('menuitem', { name: t.rowActions.edit }, lazyChunk),
      );
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    });
    await step('the page does not scroll sideways', async () => {
      await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
        375,
      );
    });
  },
};

/** Products with variants (issue 22): 'N variantes' under the name, their stock added up. */
const withVariants: ProductListItem[] = [
  {
    id: 'p-remera',
    slug: 'remera-oversize',
    name: 'Remera Oversize',
    prices: [{ price: '15000' }],
    quantity: 23,
    variantCount: 6,
    soldOut: false,
    status: 'published',
    image: null,
    category: 'Ropa',
  },
  {
    id: 'p-buzo',
    slug: 'buzo',
    name: 'Buzo',
    prices: [{ price: '30000' }],
    // Its 3 units are in a variant no longer offered: the server says it is sold out.
    quantity: 3,
    variantCount: 4,
    soldOut: true,
    status: 'published',
    image: null,
    category: 'Ropa',
  },
  {
    id: 'p-gorra',
    slug: 'gorra',
    name: 'Gorra',
    prices: [{ price: '8000' }],
    quantity: 4,
    variantCount: 1,
    soldOut: false,
    status: 'published',
    image: null,
    category: 'Ropa',
  },
  sample[0]!,
];

const expectVariantCounts = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const remera = canvas.getByRole('row', { name: /Remera Oversize/ });
  await expect(within(remera).getByText(t.variantCount(6))).toBeVisible();
  await expect(within(remera).getByRole('cell', { name: /23/ })).toHaveTextContent(
    `23 ${t.summedStock}`,
  );
  // One variant is the product itself: nothing to say.
  const gorra = canvas.getByRole('row', { name: /Gorra/ });
  await expect(within(gorra).queryByText(/variantes/)).toBeNull();
  await expect(within(gorra).queryByText(t.summedStock)).toBeNull();
  // 'Agotado' when no offered variant has a unit left, whatever the total.
  const buzo = canvas.getByRole('row', { name: /Buzo/ });
  await expect(within(buzo).getByText(t.availability.soldOut)).toBeVisible();
  await expect(within(remera).getByText(t.availability.onSale)).toBeVisible();
};

export const WithVariants: Story = {
  args: { products: withVariants, total: 4 },
  play: async ({ canvasElement }) => expectVariantCounts(canvasElement),
};

export const WithVariantsOnPhone: Story = {
  ...onPhone,
  args: { products: withVariants, total: 4 },
  play: async ({ canvasElement }) => expectVariantCounts(canvasElement),
};

/** Issue 24: 'Exportar' and 'Importar' beside 'Agregar producto' when the host offers them. */
export const WithImportExport: Story = {
  args: { onExport: fn(), onImport: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: es.catalogTransfer.exportButton }));
    await expect(args.onExport).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: es.catalogTransfer.importButton }));
    await expect(args.onImport).toHaveBeenCalledOnce();
  },
};
