import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { es } from '../../i18n/es';
import { toast } from '../../provider/toast';
import { CategoryManagerDialog, type CategoryManagerDialogProps } from './category-manager-dialog';

const t = es.categories;

/** The dialog open, over categories that follow the renames and deletions it reports. */
function Harness(props: CategoryManagerDialogProps) {
  const [categories, setCategories] = useState(props.categories);
  return (
    <CategoryManagerDialog
      {...props}
      categories={categories}
      onRename={async (id, name) => {
        await props.onRename(id, name);
        setCategories((list) => list.map((x) => (x.id === id ? { ...x, name } : x)));
      }}
      onDelete={async (id) => {
        await props.onDelete(id);
        setCategories((list) => list.filter((x) => x.id !== id));
      }}
    />
  );
}

const meta = {
  title: 'Screens/Products/Categories',
  component: CategoryManagerDialog,
  render: (args) => <Harness {...args} />,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    categories: [
      { id: 'c-hogar', name: 'Hogar', products: 0 },
      { id: 'c-ropa', name: 'Ropa', products: 3 },
      { id: 'c-velas', name: 'Velas', products: 1 },
    ],
    onRename: fn(async () => {}),
    onDelete: fn(async () => {}),
  },
  afterEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof CategoryManagerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: t.title });

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    const rows = dialog.getAllByRole('listitem');
    await expect(rows.map((row) => row.textContent)).toEqual([
      `Hogar${t.products(0)}${t.rename}${t.delete}`,
      `Ropa${t.products(3)}${t.rename}${t.delete}`,
      `Velas${t.products(1)}${t.rename}${t.delete}`,
    ]);
    await userEvent.click(dialog.getByRole('button', { name: t.close }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Empty: Story = {
  args: { categories: [] },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByText(t.empty)).toBeVisible();
    await expect(dialog.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const Rename: Story = {
  play: async ({ canvasElement, args, step }) => {
    const dialog = within(await dialogOf(canvasElement));
    await step('another category’s name, in any case, is refused before any call', async () => {
      await userEvent.click(dialog.getByRole('button', { name: t.renameLabel('Ropa') }));
      const name = dialog.getByRole('textbox', { name: t.nameLabel });
      await expect(name).toHaveFocus();
      await userEvent.clear(name);
      await userEvent.type(name, ' VELAS {Enter}');
      await expect(dialog.getByText(t.validation.exists)).toBeVisible();
      await userEvent.clear(name);
      await userEvent.click(dialog.getByRole('button', { name: t.save }));
      await expect(dialog.getByText(t.validation.required)).toBeVisible();
      await expect(args.onRename).not.toHaveBeenCalled();
    });
    await step('a new name is saved, tidied', async () => {
      const name = dialog.getByRole('textbox', { name: t.nameLabel });
      await userEvent.type(name, '  Ropa   de niños ');
      await userEvent.click(dialog.getByRole('button', { name: t.save }));
      await expect(args.onRename).toHaveBeenCalledWith('c-ropa', 'Ropa de niños');
      await expect(await dialog.findByText('Ropa de niños')).toBeVisible();
    });
  },
};

export const RenameRefusedByServer: Story = {
  args: {
    onRename: fn(async () => {
      throw new Error('Category already exists');
    }),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: t.renameLabel('Hogar') }));
    const name = dialog.getByRole('textbox', { name: t.nameLabel });
    await userEvent.clear(name);
    await userEvent.type(name, 'Casa{Enter}');
    await expect(args.onRename).toHaveBeenCalledWith('c-hogar', 'Casa');
    await expect(await dialog.findByText(t.validation.exists)).toBeVisible();
    await expect(name).toHaveValue('Casa');
  },
};

export const Delete: Story = {
  play: async ({ canvasElement, args, step }) => {
    const dialog = within(await dialogOf(canvasElement));
    await step('the confirmation says how many products are left without category', async () => {
      await userEvent.click(dialog.getByRole('button', { name: t.deleteLabel('Ropa') }));
      await expect(dialog.getByText(t.confirmDelete(3, 'Ropa'))).toBeVisible();
      await expect(dialog.getByRole('button', { name: t.cancel })).toHaveFocus();
      await userEvent.click(dialog.getByRole('button', { name: t.cancel }));
      await expect(args.onDelete).not.toHaveBeenCalled();
    });
    await step('confirmed, the category goes', async () => {
      await userEvent.click(dialog.getByRole('button', { name: t.deleteLabel('Ropa') }));
      await userEvent.click(dialog.getByRole('button', { name: t.delete }));
      await expect(args.onDelete).toHaveBeenCalledWith('c-ropa');
      await waitFor(() => expect(dialog.queryByText('Ropa')).not.toBeInTheDocument());
      await expect(dialog.getAllByRole('listitem')).toHaveLength(2);
    });
  },
};
