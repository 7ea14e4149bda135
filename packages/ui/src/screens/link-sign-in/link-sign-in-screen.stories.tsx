import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pending, serverError } from '../../components/story-utils';
import { es } from '../../i18n/es';
import { LinkSignInScreen } from './link-sign-in-screen';

const meta = {
  title: 'Screens/LinkSignIn',
  component: LinkSignInScreen,
  args: {
    hasToken: true,
    account: 'a•••@gmail.com',
    onSignIn: fn(() => Promise.resolve()),
    onSignOut: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof LinkSignInScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: es.linkSignIn.title })).toBeVisible();
    // The account the link signs into comes before the button (issue 19: login CSRF).
    const account = canvas.getByText(es.linkSignIn.account('a•••@gmail.com'));
    await expect(account).toBeVisible();
    const button = canvas.getByRole('button', { name: es.linkSignIn.submit });
    await expect(
      account.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    // Nothing is spent before the button is pressed (a mail scanner opening the page signs nobody in).
    await expect(args.onSignIn).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: es.linkSignIn.submit }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
  },
};

export const SigningIn: Story = {
  args: { onSignIn: fn(() => pending()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: es.linkSignIn.submit }));
    const button = await canvas.findByRole('button', { name: es.linkSignIn.submitting });
    await expect(button).toHaveAttribute('data-busy');
  },
};

export const InvalidLink: Story = {
  args: { onSignIn: fn(() => serverError('Invalid sign-in link')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: es.linkSignIn.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(es.linkSignIn.invalid);
    await expect(canvas.queryByRole('button', { name: es.linkSignIn.submit })).toBeNull();
    await expect(canvas.getByRole('link', { name: es.linkSignIn.back })).toBeVisible();
  },
};

export const UnknownError: Story = {
  args: { onSignIn: fn(() => serverError('Internal error')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: es.linkSignIn.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(es.linkSignIn.unknown);
    // The link may still be good: the button stays.
    await expect(canvas.getByRole('button', { name: es.linkSignIn.submit })).toBeVisible();
  },
};

export const MissingToken: Story = {
  args: { hasToken: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(es.linkSignIn.missing);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const CheckingAccount: Story = {
  args: { account: undefined, linkStatus: 'loading' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(es.linkSignIn.checking)).toBeVisible();
    // The button waits until the page knows which account the link signs into.
    await expect(canvas.getByRole('button', { name: es.linkSignIn.submit })).toBeDisabled();
    await expect(args.onSignIn).not.toHaveBeenCalled();
  },
};

export const OtherAccount: Story = {
  args: { linkStatus: 'otherAccount' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(es.linkSignIn.account('a•••@gmail.com'))).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(es.linkSignIn.otherAccount);
    // No way to sign in from here: only to sign the other account out first.
    await expect(canvas.queryByRole('button', { name: es.linkSignIn.submit })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: es.linkSignIn.signOut }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
    await expect(args.onSignIn).not.toHaveBeenCalled();
  },
};

export const OtherAccountOnSignIn: Story = {
  args: { onSignIn: fn(() => serverError('Signed in to another account')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: es.linkSignIn.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(es.linkSignIn.otherAccount);
    await expect(canvas.getByRole('button', { name: es.linkSignIn.signOut })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: es.linkSignIn.submit })).toBeNull();
  },
};
