import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LegalDocument } from './legal-document';
import { storyText } from '../test-utils/story';

const sample = `## Overview

This policy explains which data we process. See the [imprint](/impress) and write to
[info@locperf.example](mailto:info@locperf.example).

## Data we process

- **Account data**: name, email, language and time zone.
- **Company data**: company name and customer number.

### Retention

We keep account data as long as your account exists.

## Cookies
`;

const meta = {
  title: 'Features/Accounts/LegalDocument',
  component: LegalDocument,
  tags: ['autodocs'],
  args: { markdown: sample },
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Headings with anchors, a table of contents, links, lists. */
export const Document: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('navigation', { name: storyText(globals, 'legal.toc') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: storyText(globals, 'sideNav.link.cookies') }),
    ).toHaveAttribute('id', 'cookies');
  },
};

/** Raw HTML in an operator's Markdown is shown as text (security fixture, test-only). */
export const RawHtmlStaysText: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  args: { markdown: `${sample}\n<script>alert('raw HTML stays text')</script>\n` },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('navigation');
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
};
