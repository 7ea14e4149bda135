import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { es } from '../../i18n/es';
import { formColumn, useArgState } from '../story-utils';
import { SelectField, type SelectFieldProps } from './select-field';

// A store's categories (sample data).
const options = ['Ropa', 'Calzado', 'Accesorios'].map((label, i) => ({ id: `c${i + 1}`, label }));

function Harness(props: SelectFieldProps) {
  const [value, onChange] = useArgState(props.value, props.onChange);
  return <SelectField {...props} value={value} onChange={onChange} />;
}

const meta = {
  title: 'Primitives/SelectField',
  component: SelectField,
  render: (args) => <Harness {...args} />,
  decorators: [formColumn],
  args: {
    label: es.productForm.category.label,
    placeholder: es.productForm.category.placeholder,
    options,
    value: null,
    onChange: fn(),
  },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: new RegExp(es.productForm.category.label) });
    await expect(trigger).toHaveTextContent(es.productForm.category.placeholder);
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await body.findByRole('option', { name: 'Calzado' }));
    await expect(args.onChange).toHaveBeenCalledWith('c2');
    await expect(trigger).toHaveTextContent('Calzado');
  },
};

export const Invalid: Story = {
  args: { errorMessage: es.productForm.validation.nameRequired },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(es.productForm.validation.nameRequired),
    ).toBeVisible();
  },
};
