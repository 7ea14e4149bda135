import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleCards, sampleHome, sampleStore, sampleStyledStore } from '../../fixtures';
import { es } from '../../i18n/es';
import { storefrontParameters, withStorefront } from '../../story-utils';
import { StoreHomePage } from './store-home-page';

const meta = {
  title: 'Storefront/Home',
  component: StoreHomePage,
  decorators: [withStorefront],
  parameters: storefrontParameters,
  args: sampleHome,
} satisfies Meta<typeof StoreHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Tienda Lucía/ })).toHaveAttribute('href', '/');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
    await expect(canvas.getAllByText(es.product.soldOut)).toHaveLength(2);
    await expect(canvas.getByRole('searchbox', { name: es.home.searchLabel })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: es.home.pagination })).toBeNull();
  },
};

export const WithCategories: Story = {
  args: {
    categories: [
      { id: 'remeras', name: 'Remeras' },
      { id: 'abrigos', name: 'Abrigos' },
    ],
    categoryId: 'abrigos',
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: es.home.categoryLabel });
    await expect(select).toHaveValue('abrigos');
  },
};

export const SearchResults: Story = {
  args: { query: 'gorra', products: sampleCards(4).slice(3), total: 1 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: es.home.resultsFor('gorra', 1) }),
    ).toBeVisible();
  },
};

export const NoResults: Story = {
  args: { query: 'zapatillas', products: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(es.home.noResults)).toBeVisible();
    await expect(canvas.getByRole('link', { name: es.home.clearSearch })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const Empty: Story = {
  args: { products: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(es.home.empty)).toBeVisible();
  },
};

export const Paginated: Story = {
  args: { products: sampleCards(24), total: 60, page: 2, pageCount: 3, query: 'a' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: es.home.pagination });
    await expect(within(nav).getByRole('link', { name: es.home.previous })).toHaveAttribute(
      'href',
      '/?q=a',
    );
    await expect(within(nav).getByRole('link', { name: es.home.next })).toHaveAttribute(
      'href',
      '/?q=a&pagina=3',
    );
  },
};

export const PastTheLastPage: Story = {
  args: { products: [], total: 30, page: 7, pageCount: 2, categoryId: 'Gorras' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(es.home.pageEmpty)).toBeVisible();
    await expect(canvas.queryByText(es.home.empty)).toBeNull();
    await expect(canvas.getByRole('link', { name: es.home.firstPage })).toHaveAttribute(
      'href',
      '/?categoria=Gorras',
    );
    await expect(canvas.queryByRole('navigation', { name: es.home.pagination })).toBeNull();
  },
};

export const NotTakingOrders: Story = {
  args: { store: { ...sampleStore, takingOrders: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: es.notTakingOrders.title })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Carrito/ })).toBeNull();
  },
};

export const NoStorePicture: Story = {
  args: {
    store: { ...sampleStore, picture: null, name: 'Almacén de Don Ramón y sus hijos' },
    products: sampleCards(3).map((card) => ({ ...card, picture: null })),
    total: 3,
  },
};

/**
 * A store with its own look (issue 21): its accent colour on links and buttons, its description under
 * the name, and the footer's WhatsApp contact link.
 */
export const OwnLook: Story = {
  // A search without results: its 'Ver todos los productos' link shows the link colour.
  args: { store: sampleStyledStore, query: 'zapatillas', products: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(sampleStyledStore.description)).toBeVisible();
    const contact = canvas.getByRole('link', { name: es.layout.contact });
    await expect(contact.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5491123456789\?text=/);
    // The accent colour (#be185d) reaches the page's links.
    const link = canvas.getByRole('link', { name: es.home.clearSearch });
    await expect(getComputedStyle(link).color).toBe('rgb(190, 24, 93)');
  },
};
