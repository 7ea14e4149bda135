import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectToast, pending } from '../../components/story-utils';
import { es } from '../../i18n/es';
import { LoginScreen } from './login-screen';

const meta = {
  title: 'Screens/Login',
  component: LoginScreen,
  args: {
    onSubmitEmail: fn(() => Promise.resolve()),
    onGoogle: fn(() => Promise.resolve()),
    isGoogleAvailable: true,
    termsHref: 'https://example.com/terminos',
    privacyHref: 'https://example.com/privacidad',
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const emailBox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: es.login.emailLabel });

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: es.login.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: es.login.legal.terms })).toHaveAttribute(
      'href',
      args.termsHref,
    );
    await expect(canvas.getByRole('link', { name: es.login.legal.privacy })).toHaveAttribute(
      'target',
      '_blank',
    );
    await userEvent.click(canvas.getByRole('button', { name: es.login.google }));
    await expect(args.onGoogle).toHaveBeenCalledOnce();
    await expectToast(es.login.toasts.googleSuccess);
  },
};

export const EnterSubmits: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(emailBox(canvasElement), '  ana@tienda.com{Enter}');
    await expect(args.onSubmitEmail).toHaveBeenCalledWith('ana@tienda.com');
    await expectToast(es.login.toasts.codeRequestSuccess);
  },
};

export const EmptyEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: es.login.submit }));
    await expect(canvas.getByText(es.login.validation.emailRequired)).toBeVisible();
    await expect(emailBox(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmitEmail).not.toHaveBeenCalled();
  },
};

export const MissingAt: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(emailBox(canvasElement), 'ana.tienda.com{Enter}');
    await expect(canvas.getByText(es.login.validation.emailMissingAt)).toBeVisible();
    await expect(args.onSubmitEmail).not.toHaveBeenCalled();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await userEvent.type(emailBox(canvasElement), 'ana@tienda{Enter}');
    await expect(canvas.getByText(es.login.validation.emailInvalid)).toBeVisible();
    await expect(args.onSubmitEmail).not.toHaveBeenCalled();
    await step('typing clears the error', async () => {
      await userEvent.type(emailBox(canvasElement), '.com');
      await expect(canvas.queryByText(es.login.validation.emailInvalid)).toBeNull();
      await expect(emailBox(canvasElement)).not.toHaveAttribute('aria-invalid');
    });
    // Leave the message visible for the visual baseline.
    await userEvent.clear(emailBox(canvasElement));
    await userEvent.type(emailBox(canvasElement), 'ana@tienda{Enter}');
  },
};

export const Sending: Story = {
  args: { onSubmitEmail: fn(() => pending()) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(emailBox(canvasElement), 'ana@tienda.com{Enter}');
    const button = canvas.getByRole('button', { name: es.login.submit });
    await waitFor(() => expect(button).toHaveAttribute('data-busy'));
    // A request in progress blocks another submission.
    await userEvent.type(emailBox(canvasElement), '{Enter}');
    await userEvent.click(button);
    await expect(args.onSubmitEmail).toHaveBeenCalledOnce();
    await expectToast(es.login.toasts.codeRequestPending);
  },
};

export const RequestFails: Story = {
  args: { onSubmitEmail: fn(() => Promise.reject(new Error('Network'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(emailBox(canvasElement), 'ana@tienda.com{Enter}');
    await expectToast(es.login.toasts.codeRequestFailure);
    // Submission is enabled again after a failure.
    const button = canvas.getByRole('button', { name: es.login.submit });
    await waitFor(() => expect(button).not.toHaveAttribute('data-busy'));
    await userEvent.click(button);
    await waitFor(() => expect(args.onSubmitEmail).toHaveBeenCalledTimes(2));
  },
};

/** The address's mails are spaced out (someone may be flooding it): the toast says how long to wait. */
export const RequestMustWait: Story = {
  args: {
    onSubmitEmail: fn(() =>
      Promise.reject(
        Object.assign(new Error('Too many code requests'), { retryAfterSeconds: 290 }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(emailBox(canvasElement), 'ana@tienda.com{Enter}');
    await expectToast(es.login.toasts.codeRequestWait(5));
  },
};

export const GoogleFails: Story = {
  args: { onGoogle: fn(() => Promise.reject(new Error('popup closed'))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: es.login.google }));
    await expectToast(es.login.toasts.googleFailure);
  },
};

export const GoogleNotConfigured: Story = {
  args: { isGoogleAvailable: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const google = canvas.getByRole('button', { name: es.login.google });
    await expect(google).toBeDisabled();
    await expect(google).toHaveAccessibleDescription(es.login.googleUnavailable);
    await userEvent.click(google, { pointerEventsCheck: 0 });
    await expect(args.onGoogle).not.toHaveBeenCalled();
  },
};

export const GooglePending: Story = {
  args: { onGoogle: fn(() => pending()) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: es.login.google }));
    await expect(args.onGoogle).toHaveBeenCalledOnce();
    await expectToast(es.login.toasts.googlePending);
  },
};

export const LongEmail: Story = {
  args: { defaultEmail: 'maria.fernanda.gonzalez.rodriguez@distribuidora-del-norte.com.mx' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: es.login.submit }));
    await expect(args.onSubmitEmail).toHaveBeenCalledWith(
      'maria.fernanda.gonzalez.rodriguez@distribuidora-del-norte.com.mx',
    );
  },
};

/** Usable by keyboard alone, with a visible focus ring. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const google = canvas.getByRole('button', { name: es.login.google });
    await expect(google).toHaveFocus();
    await expect(google).toHaveAttribute('data-focus-visible');
    await userEvent.tab();
    await expect(emailBox(canvasElement)).toHaveFocus();
    await userEvent.keyboard('ana@tienda.com');
    await userEvent.tab();
    const submit = canvas.getByRole('button', { name: es.login.submit });
    await expect(submit).toHaveFocus();
    await expect(submit).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmitEmail).toHaveBeenCalledWith('ana@tienda.com');
  },
};
