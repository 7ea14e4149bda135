import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectToast, pending, serverError } from '../../components/story-utils';
import { es } from '../../i18n/es';
import { VerifyScreen } from './verify-screen';

// A fixed clock: the countdown (and the screenshot) does not depend on when the test runs.
const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);

const meta = {
  title: 'Screens/Verify',
  component: VerifyScreen,
  args: {
    email: 'ana@tienda.com',
    lastRequestAt: NOW - 30_000,
    now: () => NOW,
    onVerify: fn(() => Promise.resolve()),
    onResend: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof VerifyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const digits = (canvasElement: HTMLElement) =>
  [1, 2, 3, 4].map((n) =>
    within(canvasElement).getByRole<HTMLInputElement>('textbox', {
      name: es.verify.digitLabel(n, 4),
    }),
  );
const values = (canvasElement: HTMLElement) => digits(canvasElement).map((box) => box.value);

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(es.verify.countdown('01:30'))).toBeVisible();
    // The resend link only shows at zero.
    await expect(canvas.queryByRole('link', { name: es.verify.resend })).toBeNull();
    await step('typing moves to the next box and Enter submits', async () => {
      await userEvent.click(digits(canvasElement)[0]!);
      await userEvent.keyboard('1234');
      await expect(values(canvasElement)).toEqual(['1', '2', '3', '4']);
      await userEvent.keyboard('{Enter}');
      await expect(args.onVerify).toHaveBeenCalledWith('1234');
    });
  },
};

export const PasteSpreadsDigits: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(digits(canvasElement)[0]!);
    await userEvent.paste('9 8-7 6');
    await expect(values(canvasElement)).toEqual(['9', '8', '7', '6']);
    await userEvent.click(within(canvasElement).getByRole('button', { name: es.verify.submit }));
    await expect(args.onVerify).toHaveBeenCalledWith('9876');
  },
};

export const FirstBoxFillsAll: Story = {
  play: async ({ canvasElement }) => {
    const first = digits(canvasElement)[0]!;
    // The boxes hold a start of the code already ('47'), its first digit the code's own.
    await userEvent.click(first);
    await userEvent.keyboard('47');
    await expect(values(canvasElement)).toEqual(['4', '7', '', '']);
    // Autofill writes the whole code into the first box at once. Issue 20: a code beginning with the
    // digit the box held lost that digit (['3', '2', '1', ''] here): failed on the code before.
    first.focus();
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(first, '4321');
    first.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => expect(values(canvasElement)).toEqual(['4', '3', '2', '1']));
  },
};

export const BackspaceMovesBack: Story = {
  play: async ({ canvasElement }) => {
    const boxes = digits(canvasElement);
    await userEvent.click(boxes[0]!);
    await userEvent.keyboard('12');
    await expect(boxes[2]).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(boxes[1]).toHaveFocus();
    await expect(values(canvasElement)).toEqual(['1', '', '', '']);
  },
};

export const IncompleteCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(digits(canvasElement)[0]!);
    await userEvent.keyboard('12{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent(es.verify.validation.codeIncomplete);
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};

export const Verifying: Story = {
  args: { onVerify: fn(() => pending()) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(digits(canvasElement)[0]!);
    await userEvent.keyboard('1234{Enter}');
    const button = await canvas.findByRole('button', { name: es.verify.submitting });
    await expect(button).toHaveAttribute('data-busy');
    await userEvent.click(button);
    await expect(args.onVerify).toHaveBeenCalledOnce();
  },
};

export const CodeNotFound: Story = {
  args: { onVerify: fn(() => serverError('Code not found')) },
  play: async ({ canvasElement }) => {
    await userEvent.click(digits(canvasElement)[0]!);
    await userEvent.keyboard('1111{Enter}');
    await expectToast(es.verify.errors.codeNotFound);
    const group = within(canvasElement).getByRole('group');
    await expect(group).toHaveAttribute('data-invalid');
    await expect(digits(canvasElement)[0]).toHaveAttribute('aria-invalid', 'true');
    // The error state lasts 1.5 s; the code stays for correction.
    await waitFor(() => expect(group).not.toHaveAttribute('data-invalid'), { timeout: 2500 });
    await expect(values(canvasElement)).toEqual(['1', '1', '1', '1']);
  },
};

export const CodeExpired: Story = {
  args: { onVerify: fn(() => serverError('Otp is expired')) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(digits(canvasElement)[0]!);
    await userEvent.keyboard('2222{Enter}');
    await expectToast(es.verify.errors.codeExpired);
    // Boxes cleared and a new code requested automatically.
    await expect(values(canvasElement)).toEqual(['', '', '', '']);
    await expect(args.onResend).toHaveBeenCalledOnce();
    await waitFor(
      () => expect(within(canvasElement).getByRole('group')).not.toHaveAttribute('data-invalid'),
      { timeout: 2500 },
    );
  },
};

export const UnknownError: Story = {
  args: { onVerify: fn(() => serverError('Error unknown.')) },
  play: async ({ canvasElement }) => {
    await userEvent.click(digits(canvasElement)[0]!);
    await userEvent.keyboard('3333{Enter}');
    await expectToast(es.verify.errors.unknown);
    await waitFor(
      () => expect(within(canvasElement).getByRole('group')).not.toHaveAttribute('data-invalid'),
      { timeout: 2500 },
    );
  },
};

export const ResendAvailable: Story = {
  args: { lastRequestAt: NOW - 120_000 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(es.verify.resendPrompt, { exact: false })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: es.verify.resend }));
    await expect(args.onResend).toHaveBeenCalledOnce();
    await expectToast(es.verify.toasts.resendSuccess);
  },
};

// A clock that runs from NOW when the story starts, for the countdown to really reach zero.
let startedAt = 0;
const runningClock = () => NOW + (performance.now() - startedAt);
// 'Puedes pedir un nuevo código en ' (the catalogue's text without its time).
const countdownText = es.verify.countdown('');

export const CountdownReachesZero: Story = {
  beforeEach: () => {
    startedAt = performance.now();
  },
  args: { lastRequestAt: NOW - 117_000, now: runningClock },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Three seconds left: the countdown shows and the resend link does not.
    await expect(canvas.getByText(new RegExp(`^${countdownText}00:0[0-3]$`))).toBeVisible();
    await expect(canvas.queryByRole('link', { name: es.verify.resend })).toBeNull();
    // At zero the countdown gives way to the link.
    const resend = await canvas.findByRole('link', { name: es.verify.resend }, { timeout: 6000 });
    await expect(canvas.queryByText(new RegExp(`^${countdownText}`))).toBeNull();
    await userEvent.click(resend);
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

export const Resending: Story = {
  args: { lastRequestAt: NOW - 120_000, onResend: fn(() => pending()) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: es.verify.resend }));
    await expectToast(es.verify.toasts.resendPending);
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

export const ResendTooEarly: Story = {
  args: {
    lastRequestAt: null,
    onResend: fn(() => serverError('Too many code requests')),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: es.verify.resend }));
    await expectToast(es.verify.toasts.resendTooEarly);
  },
};

/** Past the usual 2 minutes (mails to the address spaced out): the toast says the real wait. */
export const ResendMustWait: Story = {
  args: {
    lastRequestAt: null,
    onResend: fn(() =>
      Promise.reject(
        Object.assign(new Error('Too many code requests'), { retryAfterSeconds: 900 }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: es.verify.resend }));
    await expectToast(es.login.toasts.codeRequestWait(15));
  },
};

export const LongEmail: Story = {
  args: { email: 'maria.fernanda.gonzalez.rodriguez@distribuidora-del-norte.com.mx' },
};

export const TooManyAttempts: Story = {
  args: { onVerify: fn(() => serverError('Too many attempts')), isGoogleAvailable: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(digits(canvasElement)[0]!);
    await userEvent.keyboard('4444{Enter}');
    await expectToast(`${es.verify.errors.tooManyAttempts} ${es.verify.linkSent.google}`);
    // The screenshot comes after the 1.5 s error highlight, like the other refusals'.
    await waitFor(
      () => expect(within(canvasElement).getByRole('group')).not.toHaveAttribute('data-invalid'),
      { timeout: 2500 },
    );
  },
};

export const AttemptFromAnotherBrowser: Story = {
  args: { onVerify: fn(() => serverError('Sign-in attempt not found')) },
  play: async ({ canvasElement }) => {
    await userEvent.click(digits(canvasElement)[0]!);
    await userEvent.keyboard('5555{Enter}');
    await expectToast(es.verify.errors.attemptNotFound);
    // The screenshot comes after the 1.5 s error highlight, like the other refusals'.
    await waitFor(
      () => expect(within(canvasElement).getByRole('group')).not.toHaveAttribute('data-invalid'),
      { timeout: 2500 },
    );
  },
};

/** Too many wrong codes for the address: the mail carries a sign-in link, and the screen says so. */
export const LinkSent: Story = {
  args: { delivery: 'link', isGoogleAvailable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: es.verify.linkSent.title })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      es.verify.linkSent.body('ana@tienda.com'),
    );
    await expect(canvas.getByText(es.verify.linkSent.google)).toBeVisible();
    await expect(canvas.getByRole('link', { name: es.verify.linkSent.back })).toHaveAttribute(
      'href',
      '/login',
    );
    // No code to type.
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};

export const LinkSentWithoutGoogle: Story = {
  args: { delivery: 'link', isGoogleAvailable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: es.verify.linkSent.title })).toBeVisible();
    await expect(canvas.queryByText(es.verify.linkSent.google)).toBeNull();
  },
};
