import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { IconButton } from '../icon-button/icon-button';
import { TrashIcon } from '../icon/icons';
import { withTheme } from '../theme/story-theme';
import { GridList, GridListItem } from './grid-list';

const items = [
  <GridListItem key="1" id="booster" textValue="Review booster">
    <span style={{ flex: 1 }}>Review booster</span>
    <IconButton label="Remove Review booster" size="sm">
      <TrashIcon />
    </IconButton>
  </GridListItem>,
  <GridListItem key="2" id="responder" textValue="Review responder">
    <span style={{ flex: 1 }}>Review responder</span>
    <IconButton label="Remove Review responder" size="sm">
      <TrashIcon />
    </IconButton>
  </GridListItem>,
];

const meta = {
  title: 'UI/GridList',
  component: GridList,
  decorators: [withTheme],
  tags: ['autodocs'],
  args: { 'aria-label': 'Cart', children: items },
} satisfies Meta<typeof GridList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const MultipleSelection: Story = {
  args: { selectionMode: 'multiple', defaultSelectedKeys: ['booster'] },
  play: async ({ canvasElement }) => {
    // react-aria renders a collection's items after its first commit: wait for them (findBy).
    const rows = await within(canvasElement).findAllByRole('row');
    await userEvent.click(within(rows[1] as HTMLElement).getByRole('checkbox'));
    await expect(rows[1]).toHaveAttribute('aria-selected', 'true');
  },
};
export const SingleSelection: Story = {
  args: { selectionMode: 'single', defaultSelectedKeys: ['responder'] },
};
export const Empty: Story = {
  args: {
    items: [],
    children: () => <GridListItem>never</GridListItem>,
    emptyState: 'Your cart is empty.',
  },
};
/** Plain and selectable. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      <GridList {...args} aria-label="Plain" />
      <GridList
        {...args}
        aria-label="Selectable"
        selectionMode="multiple"
        defaultSelectedKeys={['responder']}
      />
    </div>
  ),
};
