import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../components/button';
import { es } from '../i18n/es';
import { vars } from '../theme/vars.css';
import { PanelProvider } from './panel-provider';
import { toast } from './toast';

// Story-only labels of the trigger buttons (a designer's catalogue, not product copy).
const demo = [
  { type: 'success', message: es.store.toasts.saved },
  { type: 'info', message: es.store.toasts.noChanges },
  { type: 'warning', message: es.verify.validation.codeIncomplete },
  { type: 'error', message: es.store.toasts.unknown },
  { type: 'loading', message: es.store.toasts.saving },
] as const;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function ToastButtons() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, padding: vars.space.lg }}>
      {demo.map(({ type, message }) => (
        <Button key={type} variant="secondary" onPress={() => toast[type](message)}>
          {`toast.${type}`}
        </Button>
      ))}
      <Button
        variant="ghost"
        onPress={() => {
          void toast.promise(wait(300), {
            loading: es.shell.toasts.logoutPending,
            success: es.shell.toasts.logoutSuccess,
            error: es.shell.toasts.logoutFailure,
          });
        }}
      >
        toast.promise
      </Button>
    </div>
  );
}

const meta = {
  title: 'Provider/PanelProvider',
  component: PanelProvider,
  // This story renders its own provider instead of the global decorator's.
  parameters: { panelProvider: false, layout: 'fullscreen' },
  args: { children: <ToastButtons /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof PanelProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Toasts: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    for (const { type, message } of demo) {
      await step(`toast.${type} shows its text`, async () => {
        await userEvent.click(canvas.getByRole('button', { name: `toast.${type}` }));
        await expect(await canvas.findByText(message)).toBeInTheDocument();
      });
    }
    await step('toast.promise shows loading, then success', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'toast.promise' }));
      await expect(await canvas.findByText(es.shell.toasts.logoutPending)).toBeInTheDocument();
      await expect(await canvas.findByText(es.shell.toasts.logoutSuccess)).toBeInTheDocument();
    });
    await step(
      'the toaster is labelled in Spanish and keeps at most 3 toasts visible',
      async () => {
        const region = canvas.getByRole('region', { name: new RegExp(`^${es.toaster.label}`) });
        const visible = region.querySelectorAll('[data-sonner-toast][data-visible="true"]');
        await expect(visible.length).toBeLessThanOrEqual(3);
      },
    );
    toast.dismiss();
  },
};

/** The host app passes its router in: react-aria links navigate through it, with its hrefs. */
export const WithRouter: Story = {
  args: {
    navigate: fn(),
    useHref: (href) => `/panel${href}`,
    children: (
      <nav aria-label={es.shell.sidebar.navLabel} style={{ padding: vars.space.lg }}>
        <Link href="/products">{es.shell.sidebar.products}</Link>
      </nav>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: es.shell.sidebar.products });
    await expect(link).toHaveAttribute('href', '/panel/products');
    await userEvent.click(link);
    await expect(args.navigate).toHaveBeenCalledWith('/products', undefined);
  },
};
