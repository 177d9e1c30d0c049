import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { phoneGlobals, phoneParameters } from '../test-utils/phone-story';
import { BulkConfirm } from './bulk-confirm';

/**
 * Owner trial, finding 2: a bulk action asks before it starts, with Cancel focused. One story
 * per state, opened by its args.
 */
const meta = {
  title: 'Features/Reviews/BulkConfirm',
  component: BulkConfirm,
  args: {
    request: { action: 'publish', count: 209 },
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof BulkConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Publish 209 replies to Google?" with Cancel and "Publish 209 replies". */
export const Publish: Story = {};

/** Generating says how many AI replies it uses of those left. */
export const Generate: Story = { args: { request: { action: 'generate', count: 7 }, aiLeft: 12 } };

/** More reviews than AI replies left: how many get no draft is said before. */
export const GenerateBeyondQuota: Story = {
  args: { request: { action: 'generate', count: 7 }, aiLeft: 5 },
};

export const PublishPhone: Story = { parameters: phoneParameters, globals: phoneGlobals() };
