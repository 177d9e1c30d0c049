import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConnectionLostPage, ErrorPage, NotFoundPage } from './error-page';
import { storyText } from '../test-utils/story';

const meta = {
  title: 'Features/Shell/ErrorPage',
  component: ErrorPage,
  tags: ['autodocs'],
  args: { status: 500 },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServerError: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(storyText(globals, 'errorPage.broke'))).toBeVisible();
    // The "Error" eyebrow is a neutral grey, never the primary (success) green (issue 20).
    const [r, g, b] = (
      getComputedStyle(canvas.getByRole('heading', { level: 1 })).color.match(/\d+/g) ?? []
    ).map(Number) as [number, number, number];
    await expect(g - Math.max(r, b)).toBeLessThan(30);
  },
};

/** Unknown path: the message and the path. */
export const NotFound: Story = {
  render: () => <NotFoundPage path="/settings/unknown" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('/settings/unknown')).toBeVisible();
  },
};

const retry = fn();

/** A part of the app could not be downloaded (offline): plain words and a way to try again. */
export const ConnectionLost: Story = {
  render: () => <ConnectionLostPage onRetry={retry} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: storyText(globals, 'errorPage.offline.title') }),
    ).toBeVisible();
    retry.mockClear();
    await userEvent.click(
      canvas.getByRole('button', { name: storyText(globals, 'errorPage.offline.retry') }),
    );
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};
