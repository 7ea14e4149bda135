import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STORE_LOOK_MESSAGES } from '@panel/domain';
import { es } from '../../i18n/es';
import { toast } from '../../provider/toast';
import type { PersonalizationValues } from './personalization-form';
import { StoreProfileScreen } from './store-profile-screen';

const t = es.storeLook;

/** 'Mi tienda' → 'Personalización' (issue 21): the screen with that tab open. */
const meta = {
  title: 'Screens/StoreProfile/Personalization',
  component: StoreProfileScreen,
  args: {
    store: {
      name: 'Dulces Ana',
      link: 'dulces-ana',
      picture: null,
      country: 'AR',
      accentColor: '#be185d',
      description: 'Alfajores y tortas caseras, con envío en el día.',
    },
    storeHost: 'localhost:3000',
    storeUrl: 'http://dulces-ana.localhost:3000',
    onSave: fn(async () => {}),
    onSavePersonalization: fn(async () => {}),
    onDirtyChange: fn(),
  },
  afterEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof StoreProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (root: HTMLElement) => {
  const canvas = within(root);
  await userEvent.click(canvas.getByRole('tab', { name: es.store.tabs.personalization }));
  return {
    canvas,
    body: within(root.ownerDocument.body),
    custom: canvas.getByRole('textbox', { name: t.customLabel }),
    description: canvas.getByRole('textbox', { name: /^Descripción de tu tienda/ }),
    save: canvas.getByRole('button', { name: t.save }),
  };
};

const sent = (onSave: unknown) =>
  (onSave as ReturnType<typeof fn>).mock.lastCall?.[0] as PersonalizationValues;

/** The saved colour is the selected suggestion; the description's label counts its characters. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, custom, description } = await open(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Rosa' })).toBeChecked();
    await expect(custom).toHaveValue('#be185d');
    await expect(description).toHaveValue('Alfajores y tortas caseras, con envío en el día.');
    await expect(canvas.getByText('Descripción de tu tienda 48/160')).toBeVisible();
    await expect(canvas.getByRole('group', { name: t.preview })).toBeVisible();
  },
};

/** A store that never chose: the storefront's own colour is selected, no description. */
export const NothingChosenYet: Story = {
  args: {
    store: { ...meta.args.store, accentColor: null, description: '' },
  },
  play: async ({ canvasElement }) => {
    const { canvas, custom } = await open(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Celeste' })).toBeChecked();
    await expect(custom).toHaveValue('#00749e');
    await expect(canvas.getByText('Descripción de tu tienda 0/160')).toBeVisible();
  },
};

/** Yellow: white text on it is unreadable. The form says so as it is typed and never sends it. */
export const RefusesYellow: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, custom, save } = await open(canvasElement);
    await userEvent.clear(custom);
    await userEvent.type(custom, '#FFFF00');
    await expect(custom).toHaveAttribute('aria-invalid', 'true');
    await expect(custom).toHaveAccessibleDescription(
      expect.stringContaining(STORE_LOOK_MESSAGES.colorContrast),
    );
    await expect(canvas.queryByRole('radio', { checked: true })).toBeNull();
    await userEvent.click(save);
    await expect(args.onSavePersonalization).not.toHaveBeenCalled();
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
  },
};

/** A dark blue typed by hand passes; the description is sent on one line. */
export const Saved: Story = {
  play: async ({ canvasElement, args }) => {
    const { custom, description, save, body } = await open(canvasElement);
    await userEvent.clear(custom);
    await userEvent.type(custom, '#1D4ED8');
    await expect(custom).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(description);
    await userEvent.type(description, '  Alfajores   caseros ');
    await userEvent.click(save);
    await expect(await body.findByText(t.toasts.saved)).toBeInTheDocument();
    await expect(sent(args.onSavePersonalization)).toEqual({
      accentColor: '#1d4ed8',
      description: 'Alfajores caseros',
    });
  },
};

/** Picking a suggestion fills the hex field. */
export const PicksSuggestion: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, custom, save } = await open(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Verde' }));
    await expect(custom).toHaveValue('#15803d');
    await userEvent.click(save);
    await expect(sent(args.onSavePersonalization).accentColor).toBe('#15803d');
  },
};

/** Over 160 characters: the message under the field, nothing sent. */
export const DescriptionTooLong: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, description, save } = await open(canvasElement);
    await userEvent.click(description);
    await userEvent.paste('x'.repeat(120));
    await expect(canvas.getByText(STORE_LOOK_MESSAGES.descriptionTooLong)).toBeVisible();
    await userEvent.click(save);
    await expect(args.onSavePersonalization).not.toHaveBeenCalled();
  },
};

/** The server's refusal (a 400 with its Spanish message) is shown as it is. */
export const ServerRefusal: Story = {
  args: {
    onSavePersonalization: fn(async () =>
      Promise.reject({ status: 400, error: STORE_LOOK_MESSAGES.colorContrast }),
    ),
  },
  play: async ({ canvasElement }) => {
    const { canvas, body, save } = await open(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Azul' }));
    await userEvent.click(save);
    await expect(await body.findByText(STORE_LOOK_MESSAGES.colorContrast)).toBeInTheDocument();
  },
};
