import { FADE_STEP_MS, SUCCESS_REDIRECT_MS } from '@panel/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { es } from '../../i18n/es';
import { CreateSuccessScreen } from './create-success-screen';

const meta = {
  title: 'Screens/CreateSuccess',
  component: CreateSuccessScreen,
  args: { onRedirect: fn(), homeHref: '/' },
} satisfies Meta<typeof CreateSuccessScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// When each line of thanks became visible, in ms after the story started rendering. Recorded by a
// MutationObserver set up before the render, so a slow `play` start cannot miss the fade.
let startedAt = 0;
let shownAt: (number | undefined)[] = [];

const watchLines = () => {
  startedAt = performance.now();
  shownAt = [];
  const observer = new MutationObserver(() => {
    document.querySelectorAll('main ul > li').forEach((li, i) => {
      if (li.hasAttribute('data-visible') && shownAt[i] === undefined) {
        shownAt[i] = performance.now() - startedAt;
      }
    });
  });
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-visible'],
  });
  return () => observer.disconnect();
};

export const Default: Story = {
  beforeEach: watchLines,
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const lines = es.createSuccess.thanks;
    await expect(canvas.getByRole('heading', { name: es.createSuccess.heading })).toBeVisible();
    await expect(
      canvas.getByText(es.createSuccess.redirectNotice(SUCCESS_REDIRECT_MS / 1000)),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: es.createSuccess.fallbackLink })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(canvas.getAllByRole('listitem').map((li) => li.textContent)).toEqual([...lines]);
    await step('the lines fade in one after another, a step every 250 ms', async () => {
      await waitFor(() =>
        expect(shownAt.filter((t) => t !== undefined)).toHaveLength(lines.length),
      );
      // Timers never fire early, so each line shows no sooner than its step (on a busy machine
      // they may come later, so only the lower bound and the order are asserted).
      shownAt.forEach((t, i) => {
        expect(t).toBeGreaterThanOrEqual(FADE_STEP_MS * (i + 1) - 1);
        if (i > 0) expect(t).toBeGreaterThanOrEqual(shownAt[i - 1] ?? Infinity);
      });
    });
    await step('redirects after 5 s, once', async () => {
      await waitFor(() => expect(args.onRedirect).toHaveBeenCalledOnce(), { timeout: 7000 });
      await expect(performance.now() - startedAt).toBeGreaterThanOrEqual(SUCCESS_REDIRECT_MS - 1);
    });
  },
};
