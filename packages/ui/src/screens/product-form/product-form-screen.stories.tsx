import { PICTURE_MESSAGES } from '@panel/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { CategoryOption } from '../../components/category-field';
import { es } from '../../i18n/es';
import { toast } from '../../provider/toast';
import { isStoredMedia, type UploadItem } from '../../upload-zone';
import { pngFile, storedImage } from '../../upload-zone/sample-files';
import {
  ProductFormScreen,
  type ProductFormScreenProps,
  type ProductFormValues,
} from './product-form-screen';

const t = es.productForm;
const c = es.categories;

/** A store's categories (sample data), by name. */
const CATEGORIES: CategoryOption[] = [
  { id: 'c-hogar', name: 'Hogar', products: 0 },
  { id: 'c-ropa', name: 'Ropa', products: 3 },
  { id: 'c-velas', name: 'Velas', products: 1 },
];

/** The form with the categories kept as the app's cache keeps them: created, renamed and deleted. */
function WithCategories(props: ProductFormScreenProps) {
  const [categories, setCategories] = useState(props.categories ?? []);
  return (
    <ProductFormScreen
      {...props}
      categories={categories}
      onCreateCategory={async (name) => {
        const created = await props.onCreateCategory!(name);
        setCategories((list) => [...list, created]);
        return created;
      }}
      onRenameCategory={async (id, name) => {
        await props.onRenameCategory!(id, name);
        setCategories((list) => list.map((x) => (x.id === id ? { ...x, name } : x)));
      }}
      onDeleteCategory={async (id) => {
        await props.onDeleteCategory!(id);
        setCategories((list) => list.filter((x) => x.id !== id));
      }}
    />
  );
}

const meta = {
  title: 'Screens/Products/Form',
  component: ProductFormScreen,
  render: (args) => <WithCategories {...args} />,
  args: {
    onSave: fn(async () => {}),
    categories: CATEGORIES,
    onCreateCategory: fn(async (name: string): Promise<CategoryOption> => ({
      id: 'c-nueva',
      name,
      products: 0,
    })),
    onRenameCategory: fn(async () => {}),
    onDeleteCategory: fn(async () => {}),
  },
  afterEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof ProductFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const lastSaved = (onSave: unknown) =>
  (onSave as ReturnType<typeof fn>).mock.lastCall as [ProductFormValues, UploadItem[]];

export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: t.type.product })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: t.settings.manageStock })).toBeChecked();
    await expect(
      canvas.getByRole('switch', { name: t.settings.sellWithoutStock }),
    ).not.toBeChecked();
    await expect(canvas.getByRole('textbox', { name: t.inventory.quantity })).toHaveValue('0');
    await expect(canvas.getByText(t.descriptionCounter(0, 1500))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: new RegExp(t.settings.status) }),
    ).toHaveTextContent(t.settings.statusOptions.published);
    await expect(canvas.getByRole('heading', { name: t.upload.title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.upload.dropzone })).toBeVisible();
    // A new product is published with 0 in stock: the storefront would show it 'Agotado'.
    await expect(canvas.getByText(t.settings.availability.soldOut)).toBeVisible();
  },
};

export const Tooltips: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    for (const text of [t.prices.dynamicPriceHelp, t.inventory.quantityHelp]) {
      await step(`keyboard focus shows '${text}'`, async () => {
        const info = canvas.getByRole('button', { name: text });
        await userEvent.click(canvas.getByRole('heading', { name: t.title }));
        // Tab until the info button has the focus (tooltips open on keyboard focus).
        for (let i = 0; i < 40 && document.activeElement !== info; i += 1) {
          await userEvent.tab();
        }
        await expect(info).toHaveFocus();
        await expect(await body.findByRole('tooltip', {}, { timeout: 5_000 })).toHaveTextContent(
          text,
        );
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
      });
    }
  },
};

export const QuantityDigitsOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quantity = canvas.getByRole('textbox', { name: t.inventory.quantity });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1a2,5-');
    await expect(quantity).toHaveValue('125');
  },
};

export const CategoryAndStatus: Story = {
  args: { initialValues: { name: 'Vela', prices: { cost: '', price: '3', utility: '' } } },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await step("the store's categories", async () => {
      const field = canvas.getByRole('combobox', { name: t.category.label });
      await expect(field).toHaveValue('');
      await expect(field).toHaveAttribute('placeholder', t.category.placeholder);
      await userEvent.click(field);
      const options = await body.findAllByRole('option');
      await expect(options.map((o) => o.textContent)).toEqual(['Hogar', 'Ropa', 'Velas']);
      await userEvent.click(body.getByRole('option', { name: 'Velas' }));
      await expect(field).toHaveValue('Velas');
    });
    await step('status select: Publicado, Borrador, Oculto', async () => {
      await userEvent.click(canvas.getByRole('button', { name: new RegExp(t.settings.status) }));
      const options = await body.findAllByRole('option');
      await expect(options.map((o) => o.textContent)).toEqual([
        t.settings.statusOptions.published,
        t.settings.statusOptions.draft,
        t.settings.statusOptions.hidden,
      ]);
      await userEvent.click(body.getByRole('option', { name: t.settings.statusOptions.hidden }));
    });
    await step("'Guardar producto' saves with the chosen status", async () => {
      await userEvent.click(canvas.getByRole('button', { name: t.saveProduct }));
      await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
      await expect(lastSaved(args.onSave)[0]).toMatchObject({
        categoryId: 'c-velas',
        status: 'hidden',
        prices: { price: '3,00' },
      });
    });
    await step("'Guardar borrador' saves as draft whatever the select says", async () => {
      await userEvent.click(canvas.getByRole('button', { name: t.saveDraft }));
      await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(2));
      await expect(lastSaved(args.onSave)[0].status).toBe('draft');
      await expect(
        canvas.getByRole('button', { name: new RegExp(t.settings.status) }),
      ).toHaveTextContent(t.settings.statusOptions.hidden);
    });
  },
};

export const CreateCategory: Story = {
  args: { initialValues: { name: 'Difusor', prices: { cost: '', price: '8', utility: '' } } },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const field = canvas.getByRole('combobox', { name: t.category.label });
    await step('typing filters the categories and offers to create the new one', async () => {
      await userEvent.type(field, 'aro');
      await expect((await body.findAllByRole('option')).map((o) => o.textContent)).toEqual([
        c.field.create('aro'),
      ]);
      await userEvent.clear(field);
      await userEvent.type(field, '  ropa ');
      // The same name in another case is the existing category: nothing to create.
      await expect((await body.findAllByRole('option')).map((o) => o.textContent)).toEqual([
        'Ropa',
      ]);
      await userEvent.clear(field);
      await userEvent.type(field, 'Aromas');
    });
    await step("'Crear categoría' creates it and chooses it", async () => {
      await userEvent.click(await body.findByRole('option', { name: c.field.create('Aromas') }));
      await expect(args.onCreateCategory).toHaveBeenCalledWith('Aromas');
      await waitFor(() => expect(field).toHaveValue('Aromas'));
      await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    });
    await step('the product is saved in it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t.saveProduct }));
      await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
      await expect(lastSaved(args.onSave)[0].categoryId).toBe('c-nueva');
    });
  },
};

export const CreateCategoryRefused: Story = {
  args: {
    onCreateCategory: fn(async (_name: string): Promise<CategoryOption> => {
      throw new Error('Categories limit reached');
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const field = canvas.getByRole('combobox', { name: t.category.label });
    await userEvent.type(field, 'Aromas');
    await userEvent.click(await body.findByRole('option', { name: c.field.create('Aromas') }));
    await expect(args.onCreateCategory).toHaveBeenCalledOnce();
    await expect(await canvas.findByText(c.validation.limit)).toBeVisible();
    // What was typed stays, to try again or change.
    await expect(field).toHaveValue('Aromas');
    // Leaving the field closes its suggestions (axe checks the page without the open list).
    await userEvent.tab();
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const ClearCategory: Story = {
  args: {
    initialValues: {
      name: 'Vela',
      categoryId: 'c-velas',
      prices: { cost: '', price: '3', utility: '' },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: t.category.label });
    await expect(field).toHaveValue('Velas');
    await userEvent.clear(field);
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    await expect(field).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: t.saveProduct }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
    await expect(lastSaved(args.onSave)[0].categoryId).toBe('');
  },
};

export const ManageCategories: Story = {
  args: {
    initialValues: {
      name: 'Vela',
      categoryId: 'c-velas',
      prices: { cost: '', price: '3', utility: '' },
    },
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const field = canvas.getByRole('combobox', { name: t.category.label });
    await step('a renamed category shows its new name in the field', async () => {
      await userEvent.click(canvas.getByRole('button', { name: c.field.manage }));
      const dialog = await body.findByRole('dialog', { name: c.title });
      await userEvent.click(within(dialog).getByRole('button', { name: c.renameLabel('Velas') }));
      const name = within(dialog).getByRole('textbox', { name: c.nameLabel });
      await userEvent.clear(name);
      await userEvent.type(name, 'Velas aromáticas');
      await userEvent.click(within(dialog).getByRole('button', { name: c.save }));
      await expect(args.onRenameCategory).toHaveBeenCalledWith('c-velas', 'Velas aromáticas');
      // The dialog's form is not the product's: renaming saves no product.
      await expect(args.onSave).not.toHaveBeenCalled();
      await waitFor(() => expect(field).toHaveValue('Velas aromáticas'));
    });
    await step('a deleted category leaves the product without one', async () => {
      const dialog = body.getByRole('dialog', { name: c.title });
      const remove = await within(dialog).findByRole('button', {
        name: c.deleteLabel('Velas aromáticas'),
      });
      await waitFor(() => expect(remove).toBeEnabled());
      await userEvent.click(remove);
      await expect(within(dialog).getByText(c.confirmDelete(1, 'Velas aromáticas'))).toBeVisible();
      await userEvent.click(within(dialog).getByRole('button', { name: c.delete }));
      await expect(args.onDeleteCategory).toHaveBeenCalledWith('c-velas');
      await userEvent.click(await within(dialog).findByRole('button', { name: c.close }));
      await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(field).toHaveValue('');
      await userEvent.click(canvas.getByRole('button', { name: t.saveProduct }));
      await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
      await expect(lastSaved(args.onSave)[0].categoryId).toBe('');
    });
  },
};

export const TypeToggle: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const manage = canvas.getByRole('switch', { name: t.settings.manageStock });
    const sellWithout = canvas.getByRole('switch', { name: t.settings.sellWithoutStock });
    const wholesale = canvas.getByRole('switch', { name: t.settings.allowWholesale });
    await step(
      'digital file: sell without stock on, stock off, the three switches locked',
      async () => {
        await userEvent.click(canvas.getByRole('radio', { name: t.type.digitalFile }));
        await expect(sellWithout).toBeChecked();
        await expect(manage).not.toBeChecked();
        await expect(manage).toBeDisabled();
        await expect(sellWithout).toBeDisabled();
        await expect(wholesale).toBeDisabled();
        await expect(canvas.getByRole('textbox', { name: t.inventory.quantity })).toBeDisabled();
      },
    );
    await step('back to a physical product: switches enabled again', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: t.type.product }));
      await expect(manage).toBeEnabled();
      await userEvent.click(manage);
      await expect(manage).toBeChecked();
      await expect(canvas.getByRole('textbox', { name: t.inventory.quantity })).toBeEnabled();
    });
  },
};

export const DynamicPrice: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: t.prices.dynamicPrice }));
    await expect(
      canvas.queryByRole('textbox', { name: new RegExp(`^${t.prices.price}`) }),
    ).toBeNull();
    const utility = canvas.getByRole('textbox', { name: t.prices.utility });
    await expect(canvas.getByText('Precio: $0,00')).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(`^${t.prices.cost}`) }),
      '1000',
    );
    await userEvent.type(utility, '25');
    await expect(canvas.getByText('Precio: $1.250,00')).toBeVisible();
    // Leaving a money field writes it the Spanish way.
    await expect(
      canvas.getByRole('textbox', { name: new RegExp(`^${t.prices.cost}`) }),
    ).toHaveValue('1000,00');
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(`^${t.nameLabel}`) }),
      'Lámpara',
    );
    await userEvent.click(canvas.getByRole('button', { name: t.saveProduct }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
    const [values] = lastSaved(args.onSave);
    await expect(values).toMatchObject({
      name: 'Lámpara',
      dynamicPrice: true,
      prices: { cost: '1000,00', utility: '25', price: '' },
      status: 'published',
    });
  },
};

export const Wholesale: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: t.settings.allowWholesale }));
    await expect(canvas.getByRole('heading', { name: t.prices.retail })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t.prices.wholesale })).toBeVisible();
    await expect(
      canvas.getAllByRole('textbox', { name: new RegExp(`^${t.prices.price}`) }),
    ).toHaveLength(2);
    await expect(
      canvas.getByRole('textbox', { name: new RegExp(`^${t.prices.wholesaleMinQuantity}`) }),
    ).toHaveAccessibleDescription(t.prices.wholesaleMinQuantityHelp);
  },
};

/**
 * Issue 21: the wholesale price applies from a minimum quantity the merchant sets; with wholesale on it
 * is required, a whole number from 2 to 999 (the field was missing: the price was never applied).
 */
export const WholesaleMinQuantity: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(`^${t.nameLabel}`) }),
      'Yerba',
    );
    await userEvent.click(canvas.getByRole('switch', { name: t.settings.allowWholesale }));
    const [retail, wholesale] = canvas.getAllByRole('textbox', {
      name: new RegExp(`^${t.prices.price}`),
    });
    await userEvent.type(retail!, '4500');
    await userEvent.type(wholesale!, '3900');
    const min = canvas.getByRole('textbox', {
      name: new RegExp(`^${t.prices.wholesaleMinQuantity}`),
    });
    await userEvent.click(canvas.getByRole('button', { name: t.saveProduct }));
    await expect(min).toHaveAttribute('aria-invalid', 'true');
    await expect(min).toHaveAccessibleDescription(new RegExp(t.validation.wholesaleMinRequired));
    await expect(min).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(min, '1');
    await userEvent.click(canvas.getByRole('button', { name: t.saveProduct }));
    await expect(min).toHaveAccessibleDescription(new RegExp(t.validation.wholesaleMinInvalid));
    await userEvent.clear(min);
    await userEvent.type(min, '6 u.');
    await expect(min).toHaveValue('6');
    await userEvent.click(canvas.getByRole('button', { name: t.saveProduct }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
    await expect(lastSaved(args.onSave)[0]).toMatchObject({
      wholesaleAllowed: true,
      wholesaleMinQuantity: '6',
    });
  },
};

export const Required: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.saveProduct }));
    const name = canvas.getByRole('textbox', { name: new RegExp(`^${t.nameLabel}`) });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(t.validation.nameRequired);
    // The first field in error takes the focus.
    await expect(name).toHaveFocus();
    const price = canvas.getByRole('textbox', { name: new RegExp(`^${t.prices.price}`) });
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(price).toHaveAccessibleDescription(
      expect.stringContaining(t.validation.priceRequired),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(name, 'T');
    await expect(name).not.toHaveAttribute('aria-invalid');
  },
};

export const InvalidAmount: Story = {
  args: { initialValues: { name: 'Vela', prices: { cost: '', price: 'abc', utility: '' } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.saveDraft }));
    await expect(canvas.getByText(t.validation.invalidAmount)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const SaveDraft: Story = {
  args: { initialMedia: [pngFile('portada.png')] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(`^${t.nameLabel}`) }),
      'Taza',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(`^${t.prices.price}`) }),
      '12,5',
    );
    await userEvent.click(canvas.getByRole('button', { name: t.saveDraft }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
    const [values, files] = lastSaved(args.onSave);
    await expect(values.status).toBe('draft');
    await expect(values.prices.price).toBe('12,50');
    await expect(
      canvas.getByRole('textbox', { name: new RegExp(`^${t.prices.price}`) }),
    ).toHaveValue('12,50');
    await expect(files.map((f) => (isStoredMedia(f) ? f.id : f.name))).toEqual(['portada.png']);
    await expect(await body.findByText(t.toasts.saved)).toBeInTheDocument();
  },
};

let finishSaving: () => void = () => {};

export const Saving: Story = {
  args: {
    initialValues: { name: 'Taza', prices: { cost: '', price: '10', utility: '' } },
    onSave: fn(() => new Promise<void>((resolve) => (finishSaving = resolve))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: t.saveProduct }));
    await expect(canvas.getByRole('button', { name: t.saveProduct })).toHaveAttribute('data-busy');
    await expect(canvas.getByRole('button', { name: t.saveDraft })).toBeDisabled();
    await expect(await body.findByText(t.toasts.saving)).toBeInTheDocument();
    // Settle the save so react-aria's pending announcement is cleaned up before axe runs.
    finishSaving();
    await expect(await body.findByText(t.toasts.saved)).toBeInTheDocument();
  },
};

export const SaveFailure: Story = {
  args: {
    initialValues: {
      name: 'Taza',
      status: 'hidden',
      prices: { cost: '', price: '10', utility: '' },
    },
    onSave: fn(async () => Promise.reject(new Error('400'))),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: t.saveProduct }));
    await expect(await body.findByText(t.toasts.failure)).toBeInTheDocument();
    await expect(lastSaved(args.onSave)[0].status).toBe('hidden');
    await expect(canvas.getByRole('button', { name: t.saveProduct })).toBeEnabled();
  },
};

/** The server refused a picture: its own words, not the general failure. */
export const PictureRefused: Story = {
  args: {
    initialValues: { name: 'Taza', prices: { cost: '', price: '10', utility: '' } },
    onSave: fn(async () => Promise.reject(new Error(PICTURE_MESSAGES.aspect))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: t.saveProduct }));
    await expect(await body.findByText(PICTURE_MESSAGES.aspect)).toBeInTheDocument();
    await expect(body.queryByText(t.toasts.failure)).not.toBeInTheDocument();
  },
};

export const DescriptionCap: Story = {
  args: { initialValues: { description: 'a'.repeat(1498) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const description = canvas.getByRole('textbox', { name: new RegExp(t.descriptionLabel) });
    await userEvent.type(description, 'bcde');
    await expect((description as HTMLTextAreaElement).value).toHaveLength(1500);
    await expect(canvas.getByText(t.descriptionCounter(1500, 1500))).toBeVisible();
  },
};

export const Edit: Story = {
  args: {
    mode: 'edit',
    initialValues: {
      name: 'Camiseta de algodón orgánico peinado con estampado artesanal edición limitada',
      description: 'Suave y fresca.',
      categoryId: 'c-ropa',
      status: 'hidden',
      quantity: '7',
      wholesaleAllowed: true,
      prices: { cost: '10', price: '1234.5', utility: '' },
      wholesalePrices: { cost: '10', price: '900', utility: '' },
      wholesaleMinQuantity: '12',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t.editTitle })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: t.category.label })).toHaveValue('Ropa');
    await expect(
      canvas.getByText(t.settings.statusOptions.hidden, { selector: 'span' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t.inventory.quantity })).toHaveValue('7');
    await expect(canvas.getByText(t.descriptionCounter(15, 1500))).toBeVisible();
    await expect(canvas.getByText(t.settings.availability.hidden)).toBeVisible();
    // Saved amounts ('1234.5') are shown the Spanish way.
    const prices = canvas.getAllByRole('textbox', { name: new RegExp(`^${t.prices.price}`) });
    await expect(prices.map((field) => (field as HTMLInputElement).value)).toEqual([
      '1234,50',
      '900,00',
    ]);
    await expect(
      canvas.getByRole('textbox', { name: new RegExp(`^${t.prices.wholesaleMinQuantity}`) }),
    ).toHaveValue('12');
  },
};

/** Any change (here the name) is reported as unsaved; undoing it is not. */
export const ReportsUnsavedChanges: Story = {
  args: { onDirtyChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
    const name = canvas.getByRole('textbox', { name: new RegExp(`^${t.nameLabel}`) });
    await userEvent.type(name, 'T');
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.clear(name);
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
  },
};

/** Published with stock: customers see it and can buy it. */
export const VisibleOnSale: Story = {
  args: {
    initialValues: { name: 'Taza', quantity: '4', prices: { cost: '', price: '10', utility: '' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const line = canvas.getByText(t.settings.availability.onSale);
    await expect(line).toBeVisible();
    await expect(line).toHaveAttribute('data-availability', 'onSale');
  },
};

/** A draft is not shown on the storefront, whatever its stock. */
export const NotVisibleDraft: Story = {
  args: {
    initialValues: {
      name: 'Taza',
      status: 'draft',
      quantity: '4',
      prices: { cost: '', price: '10', utility: '' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t.settings.availability.draft)).toBeVisible();
  },
};

/** The line follows the status, the stock and the stock switches as the merchant changes them. */
export const VisibilityFollowsSettings: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const line = () => canvasElement.querySelector('[data-availability]');
    const chooseStatus = async (label: string) => {
      await userEvent.click(canvas.getByRole('button', { name: new RegExp(t.settings.status) }));
      await userEvent.click(await body.findByRole('option', { name: label }));
    };
    await step('published with 0 in stock: Agotado', async () => {
      await expect(line()).toHaveTextContent(t.settings.availability.soldOut);
    });
    await step('some stock: visible and for sale', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: t.inventory.quantity }), '3');
      await expect(line()).toHaveTextContent(t.settings.availability.onSale);
    });
    await step('Borrador, then Oculto: not visible, with the reason', async () => {
      await chooseStatus(t.settings.statusOptions.draft);
      await expect(line()).toHaveTextContent(t.settings.availability.draft);
      await chooseStatus(t.settings.statusOptions.hidden);
      await expect(line()).toHaveTextContent(t.settings.availability.hidden);
    });
    await step('published again without stock, selling without stock: for sale', async () => {
      await chooseStatus(t.settings.statusOptions.published);
      await userEvent.clear(canvas.getByRole('textbox', { name: t.inventory.quantity }));
      await expect(line()).toHaveTextContent(t.settings.availability.soldOut);
      await userEvent.click(canvas.getByRole('switch', { name: t.settings.sellWithoutStock }));
      await expect(line()).toHaveTextContent(t.settings.availability.onSale);
      await userEvent.click(canvas.getByRole('switch', { name: t.settings.sellWithoutStock }));
      await userEvent.click(canvas.getByRole('switch', { name: t.settings.manageStock }));
      await expect(line()).toHaveTextContent(t.settings.availability.onSale);
    });
  },
};

/** Editing: stored pictures stay references; only a new file is a file. */
export const EditKeepsStoredMedia: Story = {
  args: {
    mode: 'edit',
    initialValues: { name: 'Taza', prices: { cost: '', price: '10', utility: '' } },
    initialMedia: [storedImage('m1'), storedImage('m2')],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.upload.removeTile(1) }));
    await userEvent.upload(
      canvasElement.querySelector<HTMLInputElement>('input[type="file"][multiple]')!,
      pngFile('nueva.png'),
    );
    await userEvent.click(canvas.getByRole('button', { name: t.saveProduct }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
    const [, media] = lastSaved(args.onSave);
    await expect(media.map((m) => (isStoredMedia(m) ? `stored:${m.id}` : m.name))).toEqual([
      'stored:m2',
      'nueva.png',
    ]);
  },
};

const v = t.variants;

/** A saved 'Remera' in Talle S/M × Color Negro/Blanco (issue 22). */
const REMERA: Partial<ProductFormValues> = {
  name: 'Remera Oversize',
  prices: { cost: '', price: '15000', utility: '' },
  quantity: '0',
  options: [
    { name: 'Talle', values: ['S', 'M'] },
    { name: 'Color', values: ['Negro', 'Blanco'] },
  ],
  variants: [
    {
      id: 'v1',
      values: ['S', 'Negro'],
      price: null,
      quantity: 3,
      sku: 'REM-S-N',
      mediaIndex: null,
      available: true,
    },
    {
      id: 'v2',
      values: ['S', 'Blanco'],
      price: null,
      quantity: 0,
      sku: null,
      mediaIndex: null,
      available: true,
    },
    {
      id: 'v3',
      values: ['M', 'Negro'],
      price: '16000',
      quantity: 1,
      sku: 'REM-M-N',
      mediaIndex: null,
      available: true,
    },
    {
      id: 'v4',
      values: ['M', 'Blanco'],
      price: null,
      quantity: 2,
      sku: null,
      mediaIndex: null,
      available: false,
    },
  ],
};

/** The form of a product with variants: the stock is theirs; a save carries them with their ids. */
export const WithVariants: Story = {
  args: { mode: 'edit', initialValues: REMERA },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the variants, their prices shown the Spanish way', async () => {
      await expect(canvas.getByRole('heading', { name: v.title })).toBeVisible();
      await expect(
        canvas.getByRole('textbox', { name: v.cell(v.columns.price, 'Talle M, Negro') }),
      ).toHaveValue('16000,00');
      // The product's own stock is the variants' now.
      await expect(canvas.getByRole('textbox', { name: t.inventory.quantity })).toBeDisabled();
      await expect(canvas.getByText(v.stockByVariant)).toBeVisible();
      await expect(canvas.getByText(t.settings.availability.onSale)).toBeVisible();
    });
    await step('Enter in the values adds a value, never saves', async () => {
      const [talle] = canvas.getAllByRole('textbox', { name: v.values });
      await userEvent.type(talle!, 'L{Enter}');
      await expect(args.onSave).not.toHaveBeenCalled();
      await expect(canvas.getByRole('rowheader', { name: 'Talle L, Blanco' })).toBeVisible();
    });
    await step('the save carries the options and the variants, stored ids kept', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t.saveProduct }));
      await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
      const [values] = lastSaved(args.onSave);
      await expect(values.options).toEqual([
        { name: 'Talle', values: ['S', 'M', 'L'] },
        { name: 'Color', values: ['Negro', 'Blanco'] },
      ]);
      await expect(values.variants.map((x) => x.id)).toEqual([
        'v1',
        'v2',
        'v3',
        'v4',
        undefined,
        undefined,
      ]);
      await expect(values.variants[2]).toMatchObject({ price: '16000,00', sku: 'REM-M-N' });
    });
  },
};

/** A save with a bad variant is refused at the variant, which takes the focus. */
export const VariantErrorsOnSave: Story = {
  args: {
    mode: 'edit',
    initialValues: {
      ...REMERA,
      variants: REMERA.variants!.map((x, i) => (i === 3 ? { ...x, sku: 'REM-S-N' } : x)),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.saveProduct }));
    const sku = canvas.getByRole('textbox', { name: v.cell(v.columns.sku, 'Talle M, Blanco') });
    await waitFor(() => expect(sku).toHaveFocus());
    await expect(sku).toHaveAccessibleDescription(v.errors.skuTaken);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
