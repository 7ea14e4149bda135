import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { es } from '../../i18n/es';
import { toast } from '../../provider/toast';
import { pngFile } from '../../upload-zone/sample-files';
import { StoreProfileScreen, type StoreProfileSaveValues } from './store-profile-screen';

const t = es.store;

const meta = {
  title: 'Screens/StoreProfile',
  component: StoreProfileScreen,
  args: {
    store: {
      name: 'Dulces Ana',
      link: 'dulces-ana',
      picture: null,
      country: 'VE',
      accentColor: null,
      description: '',
    },
    storeHost: 'localhost:3000',
    storeUrl: 'http://dulces-ana.localhost:3000',
    onSave: fn(async () => {}),
    onSavePersonalization: fn(async () => {}),
  },
  afterEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof StoreProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const fields = (root: HTMLElement) => {
  const canvas = within(root);
  return {
    canvas,
    body: within(root.ownerDocument.body),
    name: canvas.getByRole('textbox', { name: t.nameLabel }),
    link: canvas.getByRole('textbox', { name: t.linkLabel }),
    save: canvas.getByRole('button', { name: t.save }),
  };
};

const saved = (onSave: unknown) =>
  (onSave as ReturnType<typeof fn>).mock.lastCall?.[0] as StoreProfileSaveValues;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, link } = fields(canvasElement);
    await expect(canvas.getByRole('tab', { name: t.tabs.profile })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByText('dulces-ana.localhost:3000')).toBeVisible();
    const open = canvas.getByRole('link', { name: t.openStore });
    await expect(open).toHaveAttribute('href', 'http://dulces-ana.localhost:3000');
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAccessibleDescription('.localhost:3000');
    await expect(canvas.getByRole('img', { name: t.avatarAlt('Dulces Ana') })).toBeVisible();
  },
};

export const PlaceholderTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const profile = canvas.getByRole('tab', { name: t.tabs.profile });
    profile.focus();
    await userEvent.keyboard('{ArrowRight}');
    const personalization = canvas.getByRole('tab', { name: t.tabs.personalization });
    await expect(personalization).toHaveAttribute('aria-selected', 'true');
    // Its form (personalization-form.stories.tsx) is kept mounted while another tab shows.
    await expect(canvas.getByRole('tabpanel')).toContainElement(
      canvas.getByRole('button', { name: es.storeLook.save }),
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: t.tabs.currencies })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.queryByRole('textbox', { name: t.nameLabel })).not.toBeInTheDocument();
  },
};

export const LinkTypingTransform: Story = {
  play: async ({ canvasElement }) => {
    const { link } = fields(canvasElement);
    await userEvent.clear(link);
    await userEvent.type(link, 'Mi Tienda');
    await expect(link).toHaveValue('mi-tienda');
  },
};

export const NoChanges: Story = {
  play: async ({ canvasElement, args }) => {
    const { save, body } = fields(canvasElement);
    await userEvent.click(save);
    await expect(await body.findByText(t.toasts.noChanges)).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saved: Story = {
  play: async ({ canvasElement, args }) => {
    const { name, link, save, body } = fields(canvasElement);
    await userEvent.clear(name);
    await userEvent.type(name, 'Dulces de Ana');
    await userEvent.clear(link);
    await userEvent.type(link, 'dulces-de-ana');
    await userEvent.click(save);
    await expect(await body.findByText(t.toasts.saved)).toBeInTheDocument();
    await expect(saved(args.onSave)).toEqual({
      name: 'Dulces de Ana',
      link: 'dulces-de-ana',
      country: 'VE',
      timeZone: 'America/Caracas',
      picture: null,
    });
  },
};

export const LinkPatternToast: Story = {
  play: async ({ canvasElement, args }) => {
    const { link, save, body } = fields(canvasElement);
    await userEvent.clear(link);
    await userEvent.type(link, 'dulces_ana');
    await userEvent.click(save);
    await expect(await body.findByText(t.validation.linkPattern)).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const LinkForbiddenPrefix: Story = {
  play: async ({ canvasElement, args }) => {
    const { link, save } = fields(canvasElement);
    await userEvent.clear(link);
    await userEvent.type(link, 'wwwdulces');
    await userEvent.click(save);
    await expect(link).toHaveAccessibleDescription(
      expect.stringContaining(t.validation.linkForbiddenPrefix('www')),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(link, 'x');
    await expect(link).not.toHaveAttribute('aria-invalid');
  },
};

export const LinkReserved: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, link, save } = fields(canvasElement);
    await userEvent.clear(link);
    await userEvent.type(link, 'admin');
    await userEvent.click(save);
    await expect(canvas.getByText(t.validation.linkReserved)).toBeVisible();
    await expect(link).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const NameTooShort: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, name, save } = fields(canvasElement);
    await userEvent.clear(name);
    await userEvent.type(name, 'Da');
    await userEvent.click(save);
    await expect(canvas.getByText(es.storeInfo.validation.nameTooShort)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const LinkTaken: Story = {
  args: { onSave: fn(async () => Promise.reject({ status: 409, message: 'Conflict' })) },
  play: async ({ canvasElement }) => {
    const { link, save, body } = fields(canvasElement);
    await userEvent.clear(link);
    await userEvent.type(link, 'otra-tienda');
    await userEvent.click(save);
    await expect(await body.findByText(t.toasts.linkTaken)).toBeInTheDocument();
  },
};

export const UnknownError: Story = {
  args: { onSave: fn(async () => Promise.reject(new Error('Bad Gateway'))) },
  play: async ({ canvasElement }) => {
    const { name, save, body } = fields(canvasElement);
    await userEvent.type(name, '!');
    await userEvent.click(save);
    await expect(await body.findByText(t.toasts.unknown)).toBeInTheDocument();
  },
};

export const ChangeImage: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, save, body } = fields(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, pngFile('logo.png'));
    const dialog = await body.findByRole('dialog', { name: es.cropDialog.title });
    const crop = within(dialog).getByRole('button', { name: es.cropDialog.save });
    // react-easy-crop arrives lazily and reports the crop once the picture is decoded.
    await waitFor(() => expect(crop).toBeEnabled(), { timeout: 10_000 });
    await userEvent.click(crop);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 10_000,
    });
    const avatar = canvas.getByRole('img', { name: t.avatarAlt('Dulces Ana') });
    await expect(avatar.getAttribute('src')).toMatch(/^blob:/);
    await userEvent.click(save);
    await expect(await body.findByText(t.toasts.saved)).toBeInTheDocument();
    await expect(saved(args.onSave).picture?.type).toBe('image/png');
  },
};

export const LongName: Story = {
  args: {
    store: {
      name: 'Dulcería y repostería artesanal Ana María de los Ángeles',
      link: 'dulceria-reposteria-artesanal-ana-maria-de-los-angeles',
      picture: null,
      country: 'VE',
      accentColor: null,
      description: '',
    },
  },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1);
  },
};

/** A change of the name is reported as unsaved; undoing it is not. */
export const ReportsUnsavedChanges: Story = {
  args: { onDirtyChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
    const name = canvas.getByRole('textbox', { name: t.nameLabel });
    await userEvent.type(name, 's');
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.type(name, '{Backspace}');
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
  },
};

/**
 * Issue 21: a store whose country follows its Mexican WhatsApp number. The country select says so;
 * México spans several time zones, so the time-zone select shows; the merchant picks Tijuana's.
 */
export const MexicanStoreTimeZone: Story = {
  args: {
    store: {
      name: 'Tacos Lupita',
      link: 'tacos-lupita',
      picture: null,
      country: 'MX',
      timeZone: 'America/Mexico_City',
      countryChosen: false,
      accentColor: null,
      description: '',
    },
  },
  play: async ({ canvasElement, args }) => {
    const { canvas, body, save } = fields(canvasElement);
    await expect(canvas.getByText(t.countryFollowsWhatsapp)).toBeVisible();
    const country = canvas.getByRole('button', { name: new RegExp(t.countryLabel) });
    await expect(country).toHaveTextContent('México');
    const zone = canvas.getByRole('button', { name: new RegExp(t.timeZoneLabel) });
    await expect(zone).toHaveTextContent('Centro (Ciudad de México)');
    await userEvent.click(zone);
    await userEvent.click(await body.findByRole('option', { name: 'Noroeste (Tijuana)' }));
    await userEvent.click(save);
    await expect(await body.findByText(t.toasts.saved)).toBeInTheDocument();
    await expect(saved(args.onSave)).toEqual({
      name: 'Tacos Lupita',
      link: 'tacos-lupita',
      country: 'MX',
      timeZone: 'America/Tijuana',
      picture: null,
    });
  },
};

/** Issue 21: Argentina has one time zone: choosing it hides the time-zone select and sends its zone. */
export const ChooseCountry: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, body, save } = fields(canvasElement);
    await expect(canvas.queryByRole('button', { name: new RegExp(t.timeZoneLabel) })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(t.countryLabel) }));
    await userEvent.click(await body.findByRole('option', { name: 'Argentina' }));
    await expect(canvas.queryByRole('button', { name: new RegExp(t.timeZoneLabel) })).toBeNull();
    await userEvent.click(save);
    await expect(await body.findByText(t.toasts.saved)).toBeInTheDocument();
    await expect(saved(args.onSave)).toMatchObject({
      country: 'AR',
      timeZone: 'America/Argentina/Buenos_Aires',
    });
  },
};

/** Issue 21: 'Monedas' shows the store's currency, which follows its country, and how prices look. */
export const Currencies: Story = {
  args: {
    store: {
      name: 'Tacos Lupita',
      link: 'tacos-lupita',
      picture: null,
      country: 'MX',
      timeZone: 'America/Mexico_City',
      countryChosen: true,
      accentColor: null,
      description: '',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: t.tabs.currencies }));
    const panel = canvas.getByRole('tabpanel');
    await expect(within(panel).getByText(t.currency.sells('peso mexicano', 'MXN'))).toBeVisible();
    await expect(within(panel).getByText(t.currency.example('$12,500.00'))).toBeVisible();
    await expect(within(panel).getByText(t.currency.follows)).toBeVisible();
  },
};
