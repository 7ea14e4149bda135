import type { ProductOption, ProductVariantInput } from '@panel/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { lazyChunk, onPhone } from '../../../components/story-utils';
import { es } from '../../../i18n/es';
import { reconcileVariants, type VariantsErrors } from './variants-model';
import { VariantsSection, type VariantsSectionProps } from './variants-section';

const t = es.productForm.variants;

/** The variants of `options`, each with a price, stock and SKU as a merchant would fill them. */
function filled(options: ProductOption[]): ProductVariantInput[] {
  return reconcileVariants([], [], options).map((variant, i) => ({
    ...variant,
    id: `v-${i + 1}`,
    price: i % 3 === 0 ? null : `${12 + (i % 5)},50`,
    quantity: i % 4,
    sku: `REM-${variant.values.join('-').toUpperCase()}`,
    mediaIndex: i % 2 === 0 ? 0 : null,
    available: i % 7 !== 6,
  }));
}

const TALLE: ProductOption = { name: 'Talle', values: ['S', 'M', 'L'] };
const COLOR: ProductOption = { name: 'Color', values: ['Negro', 'Blanco'] };
const MATERIAL: ProductOption = { name: 'Material', values: ['Algodón', 'Lino'] };
const MANY_SIZES: ProductOption = {
  name: 'Talle',
  values: ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL', '5XL'],
};
const MANY_COLOURS: ProductOption = {
  name: 'Color',
  values: [
    'Negro',
    'Blanco',
    'Gris',
    'Azul',
    'Rojo',
    'Verde',
    'Amarillo',
    'Naranja',
    'Rosa',
    'Violeta',
    'Celeste',
    'Beige',
    'Marrón',
    'Bordó',
    'Turquesa',
    'Lila',
    'Coral',
    'Mostaza',
    'Oliva',
    'Crema',
    'Fucsia',
    'Arena',
    'Petróleo',
    'Salmón',
    'Plata',
  ],
};

/** The section with its options, variants and errors kept as the product form keeps them. */
function Stateful(props: VariantsSectionProps) {
  const [state, setState] = useState({ options: props.options, variants: props.variants });
  const [errors, setErrors] = useState<VariantsErrors>(props.errors ?? {});
  return (
    <div style={{ maxWidth: 880, padding: 16 }}>
      <VariantsSection
        {...props}
        options={state.options}
        variants={state.variants}
        errors={errors}
        onErrorsChange={setErrors}
        onChange={(options, variants) => {
          setState({ options, variants });
          props.onChange(options, variants);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Screens/Products/Form/Variantes',
  component: VariantsSection,
  render: (args) => <Stateful {...args} />,
  args: {
    options: [],
    variants: [],
    onChange: fn(),
    productPrice: '15,00',
    manageStock: true,
    pictures: 3,
  },
} satisfies Meta<typeof VariantsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The last options and variants the section handed to its owner. */
const lastChange = (onChange: unknown) =>
  (onChange as ReturnType<typeof fn>).mock.lastCall as [ProductOption[], ProductVariantInput[]];

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t.title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.addOption })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const AddOption: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step("'Agregar opción' opens a named option, the suggestions fill the name", async () => {
      await userEvent.click(canvas.getByRole('button', { name: t.addOption }));
      await expect(canvas.getByRole('textbox', { name: t.optionName })).toHaveFocus();
      await userEvent.click(canvas.getByRole('button', { name: t.suggest('Talle') }));
      await expect(canvas.getByRole('textbox', { name: t.optionName })).toHaveValue('Talle');
      await expect(canvas.queryByRole('button', { name: t.suggest('Color') })).toBeNull();
    });
    await step('Enter adds each value as a chip; commas add several', async () => {
      const values = canvas.getByRole('textbox', { name: t.values });
      await userEvent.type(values, 'S{Enter}');
      await expect(values).toHaveValue('');
      await userEvent.type(values, 'M, L{Enter}');
      const chips = within(canvas.getByRole('list', { name: t.valuesOf('Talle') }));
      await expect(chips.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
        'S',
        'M',
        'L',
      ]);
    });
    await step('a repeated value is refused with a reason', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: t.values }), 'm{Enter}');
      await expect(canvas.getByText(t.errors.valueTaken('m'))).toBeVisible();
    });
    await step('the combinations are rows of the table', async () => {
      await expect(canvas.getAllByRole('row')).toHaveLength(4);
      await expect(canvas.getByRole('rowheader', { name: 'Talle M' })).toBeVisible();
      const [options, variants] = lastChange(args.onChange);
      await expect(options).toEqual([{ name: 'Talle', values: ['S', 'M', 'L'] }]);
      await expect(variants.map((v) => v.values)).toEqual([['S'], ['M'], ['L']]);
    });
  },
};

export const OneOption: Story = {
  args: { options: [TALLE], variants: filled([TALLE]) },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('each cell is named by its column and its variant', async () => {
      const price = canvas.getByRole('textbox', { name: t.cell(t.columns.price, 'Talle M') });
      await userEvent.clear(price);
      await userEvent.type(price, '18');
      const [, variants] = lastChange(args.onChange);
      await expect(variants[1]).toMatchObject({ id: 'v-2', values: ['M'], price: '18' });
      await userEvent.click(canvas.getByRole('switch', { name: t.availableOf('Talle L') }));
      await expect(lastChange(args.onChange)[1][2]?.available).toBe(false);
      // Leaving the price wrote it as the form writes amounts.
      await expect(price).toHaveValue('18,00');
    });
    await step('a value dragged onto another takes its place', async () => {
      const items = within(canvas.getByRole('list', { name: t.valuesOf('Talle') })).getAllByRole(
        'listitem',
      );
      const dataTransfer = new DataTransfer();
      fireEvent.dragStart(items[2]!, { dataTransfer });
      fireEvent.dragOver(items[0]!, { dataTransfer });
      fireEvent.drop(items[0]!, { dataTransfer });
      fireEvent.dragEnd(items[2]!, { dataTransfer });
      const [options, variants] = lastChange(args.onChange);
      await expect(options[0]?.values).toEqual(['L', 'S', 'M']);
      await expect(variants.map((v) => v.id)).toEqual(['v-3', 'v-1', 'v-2']);
      // And back: 'L' (now first) onto the last place.
      const moved = within(canvas.getByRole('list', { name: t.valuesOf('Talle') })).getAllByRole(
        'listitem',
      );
      fireEvent.dragStart(moved[0]!, { dataTransfer });
      fireEvent.drop(moved[2]!, { dataTransfer });
      await expect(lastChange(args.onChange)[0][0]?.values).toEqual(['S', 'M', 'L']);
    });
    await step('arrow keys move a value; the variants keep their ids', async () => {
      const handle = canvas.getByRole('button', { name: t.moveValue('M') });
      handle.focus();
      await userEvent.keyboard('{ArrowLeft}');
      await waitFor(() =>
        expect(canvas.getByRole('button', { name: t.moveValue('M') })).toHaveFocus(),
      );
      await expect(canvas.getByText(t.moved('M', 1, 3))).toBeInTheDocument();
      const [options, variants] = lastChange(args.onChange);
      await expect(options[0]?.values).toEqual(['M', 'S', 'L']);
      await expect(variants.map((v) => v.id)).toEqual(['v-2', 'v-1', 'v-3']);
      await userEvent.keyboard('{ArrowRight}');
      await expect(lastChange(args.onChange)[0][0]?.values).toEqual(['S', 'M', 'L']);
    });
  },
};

export const ThreeOptions: Story = {
  args: {
    options: [TALLE, COLOR, MATERIAL],
    variants: filled([TALLE, COLOR, MATERIAL]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(13);
    await expect(canvas.getByRole('rowheader', { name: 'Talle M, Blanco, Lino' })).toBeVisible();
    // A fourth option is not offered; the limit is said instead.
    await expect(canvas.queryByRole('button', { name: t.addOption })).toBeNull();
    await expect(canvas.getByText(t.optionsFull(3))).toBeVisible();
  },
};

export const TwoHundredFiftyVariants: Story = {
  args: {
    options: [MANY_SIZES, MANY_COLOURS],
    variants: filled([MANY_SIZES, MANY_COLOURS]),
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('25 rows at a time', async () => {
      await expect(canvas.getByText(t.count(250, 250))).toBeVisible();
      await expect(canvas.getAllByRole('row')).toHaveLength(26);
      await expect(canvas.getByText(t.page(1, 25, 250))).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: t.next }));
      await expect(canvas.getByText(t.page(26, 50, 250))).toBeVisible();
      await expect(canvas.getByRole('rowheader', { name: 'Talle XS, Negro' })).toBeVisible();
    });
    await step('typing in a cell of the second page edits that variant', async () => {
      const sku = canvas.getByRole('textbox', { name: t.cell(t.columns.sku, 'Talle XS, Blanco') });
      await userEvent.clear(sku);
      await userEvent.type(sku, 'XS-BL');
      await expect(lastChange(args.onChange)[1][26]).toMatchObject({ id: 'v-27', sku: 'XS-BL' });
    });
    await step("'Aplicar a todas' sets the price and stock of all 250", async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: t.applyAll.price }), '9,90');
      await userEvent.click(canvas.getByRole('button', { name: t.applyAll.priceButton }));
      await userEvent.type(canvas.getByRole('textbox', { name: t.applyAll.quantity }), '5');
      await userEvent.click(canvas.getByRole('button', { name: t.applyAll.quantityButton }));
      const [, variants] = lastChange(args.onChange);
      await expect(variants).toHaveLength(250);
      await expect(variants.every((v) => v.price === '9,90' && v.quantity === 5)).toBe(true);
      await expect(
        canvas.getByRole('textbox', { name: t.cell(t.columns.price, 'Talle XS, Blanco') }),
      ).toHaveValue('9,90');
    });
  },
};

export const TooManyCombinations: Story = {
  args: {
    options: [
      { name: 'Talle', values: MANY_SIZES.values },
      { name: 'Color', values: MANY_COLOURS.values.slice(0, 10) },
      { name: 'Material', values: ['Algodón', 'Lino'] },
    ],
    variants: filled([
      { name: 'Talle', values: MANY_SIZES.values },
      { name: 'Color', values: MANY_COLOURS.values.slice(0, 10) },
      { name: 'Material', values: ['Algodón', 'Lino'] },
    ]),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const inputs = canvas.getAllByRole('textbox', { name: t.values });
    (args.onChange as ReturnType<typeof fn>).mockClear();
    await userEvent.type(inputs[2]!, 'Seda{Enter}');
    // 10 × 10 × 3 = 300: refused, naming the count and the limit; nothing changes.
    await expect(
      canvas.getByText(
        'Un producto puede tener hasta 250 variantes; con estas opciones tendrías 300.',
      ),
    ).toBeVisible();
    await expect(inputs[2]).toHaveAttribute('aria-invalid', 'true');
    await expect(inputs[2]).toHaveValue('Seda');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Errors: Story = {
  args: {
    options: [
      { name: '', values: ['S', 'M'] },
      { name: 'Color', values: [] },
    ],
    variants: filled([{ name: '', values: ['S', 'M'] }]).map((variant, i) =>
      i === 0 ? { ...variant, price: 'doce' } : { ...variant, sku: 'con espacio' },
    ),
    errors: {
      options: {
        0: { name: t.errors.nameRequired },
        1: { values: t.errors.valuesRequired('Color') },
      },
      variants: { 0: { price: t.errors.price }, 1: { sku: t.errors.skuCharacters } },
    },
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('each error stands at its field', async () => {
      await expect(canvas.getByText(t.errors.nameRequired)).toBeVisible();
      await expect(canvas.getByText(t.errors.valuesRequired('Color'))).toBeVisible();
      const price = canvas.getByRole('textbox', { name: t.cell(t.columns.price, 'S') });
      await expect(price).toHaveAttribute('aria-invalid', 'true');
      await expect(price).toHaveAccessibleDescription(t.errors.price);
      await expect(
        canvas.getByRole('textbox', { name: t.cell(t.columns.sku, 'M') }),
      ).toHaveAccessibleDescription(t.errors.skuCharacters);
    });
    await step('editing a cell clears its error', async () => {
      const price = canvas.getByRole('textbox', { name: t.cell(t.columns.price, 'S') });
      await userEvent.clear(price);
      await userEvent.type(price, '12');
      await expect(price).not.toHaveAttribute('aria-invalid');
      await expect(canvas.queryByText(t.errors.price)).toBeNull();
    });
  },
};

const asksToRemove = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(canvas.getByRole('button', { name: t.removeValue('S') }));
  return body.findByRole('alertdialog', { name: t.confirmRemoveValue.title('S') }, lazyChunk);
};

export const RemoveValueConfirmation: Story = {
  args: { options: [TALLE, COLOR], variants: filled([TALLE, COLOR]) },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('removing a value asks first, saying how many variants go', async () => {
      const dialog = await asksToRemove(canvasElement);
      await expect(dialog).toHaveTextContent(t.confirmRemoveValue.text(2));
      await userEvent.click(
        within(dialog).getByRole('button', { name: t.confirmRemoveValue.cancel }),
      );
      await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
      await expect(args.onChange).not.toHaveBeenCalled();
      await expect(canvas.getAllByRole('row')).toHaveLength(7);
    });
    await step('the question again (pictured open)', async () => {
      await asksToRemove(canvasElement);
    });
  },
};

export const RemoveValueConfirmed: Story = {
  args: { options: [TALLE, COLOR], variants: filled([TALLE, COLOR]) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await asksToRemove(canvasElement);
    await userEvent.click(
      within(dialog).getByRole('button', { name: t.confirmRemoveValue.confirm }),
    );
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(5));
    const [options, variants] = lastChange(args.onChange);
    await expect(options[0]?.values).toEqual(['M', 'L']);
    // The variants left are the stored ones, with their ids.
    await expect(variants.map((v) => v.id)).toEqual(['v-3', 'v-4', 'v-5', 'v-6']);
  },
};

export const RemoveOptionConfirmation: Story = {
  args: { options: [TALLE, COLOR], variants: filled([TALLE, COLOR]) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: t.removeOption('Color') }));
    const dialog = await body.findByRole(
      'alertdialog',
      { name: t.confirmRemoveOption.title('Color') },
      lazyChunk,
    );
    // 6 variants become 3: the first colour's carry on, the others go.
    await expect(dialog).toHaveTextContent(t.confirmRemoveOption.text(3));
    await userEvent.click(
      within(dialog).getByRole('button', { name: t.confirmRemoveOption.confirm }),
    );
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(4));
    const [options, variants] = lastChange(args.onChange);
    await expect(options).toEqual([TALLE]);
    await expect(variants.map((v) => [v.id, v.values])).toEqual([
      ['v-1', ['S']],
      ['v-3', ['M']],
      ['v-5', ['L']],
    ]);
  },
};

export const Phone: Story = {
  ...onPhone,
  args: { options: [TALLE, COLOR], variants: filled([TALLE, COLOR]) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(width).toBe(375);
    const row = canvas.getByRole('row', { name: /Talle M, Negro/ });
    // One card per variant: the row is a grid, its fields within the phone's width.
    await expect(getComputedStyle(row).display).toBe('grid');
    for (const field of within(row).getAllByRole('textbox')) {
      const box = field.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(width);
    }
    const quantity = within(row).getByRole('textbox', {
      name: t.cell(t.columns.quantity, 'Talle M, Negro'),
    });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1');
    await expect(lastChange(args.onChange)[1][2]).toMatchObject({
      values: ['M', 'Negro'],
      quantity: 1,
    });
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    // Pictured from the top.
    quantity.blur();
    window.scrollTo(0, 0);
  },
};
