import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { es } from '../../i18n/es';
import { formColumn, useArgState } from '../story-utils';
import { CategoryField, type CategoryFieldProps, type CategoryOption } from './category-field';

const t = es.categories;

/** The field with its value and the store's categories kept in state, as the form keeps them. */
function Harness(props: CategoryFieldProps) {
  const [value, onChange] = useArgState(props.value, props.onChange);
  const [categories, setCategories] = useState(props.categories);
  return (
    <CategoryField
      {...props}
      categories={categories}
      value={value}
      onChange={onChange}
      onCreate={async (name) => {
        const created = await props.onCreate!(name);
        setCategories((list) => [...list, created]);
        return created;
      }}
    />
  );
}

const meta = {
  title: 'Primitives/CategoryField',
  component: CategoryField,
  render: (args) => <Harness {...args} />,
  decorators: [formColumn],
  args: {
    label: es.productForm.category.label,
    placeholder: es.productForm.category.placeholder,
    categories: [
      { id: 'c-hogar', name: 'Hogar' },
      { id: 'c-ropa', name: 'Ropa' },
    ],
    value: '',
    onChange: fn(),
    onCreate: fn(async (name: string): Promise<CategoryOption> => ({ id: 'c-nueva', name })),
  },
} satisfies Meta<typeof CategoryField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const field = canvas.getByRole('combobox', { name: es.productForm.category.label });
    await expect(field).toHaveAttribute('placeholder', es.productForm.category.placeholder);
    await expect(canvas.getByText(t.field.description)).toBeVisible();
    await userEvent.click(field);
    await userEvent.click(await body.findByRole('option', { name: 'Ropa' }));
    await expect(args.onChange).toHaveBeenCalledWith('c-ropa');
    await expect(field).toHaveValue('Ropa');
  },
};

export const Create: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const field = canvas.getByRole('combobox', { name: es.productForm.category.label });
    await userEvent.type(field, 'ho');
    // Matches keep their place before the offer to create what was typed.
    await expect((await body.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Hogar',
      t.field.create('ho'),
    ]);
    await userEvent.type(field, 'rno');
    await userEvent.click(await body.findByRole('option', { name: t.field.create('horno') }));
    await expect(args.onCreate).toHaveBeenCalledWith('horno');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('c-nueva'));
    await expect(field).toHaveValue('horno');
  },
};

export const TooLong: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const field = canvas.getByRole('combobox', { name: es.productForm.category.label });
    const name = 'x'.repeat(81);
    await userEvent.click(field);
    await userEvent.paste(name);
    await userEvent.click(await body.findByRole('option', { name: t.field.create(name) }));
    await expect(await canvas.findByText(t.validation.tooLong)).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};
