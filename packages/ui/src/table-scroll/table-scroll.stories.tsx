import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withTheme } from '../theme/story-theme';
import { TableScroll } from './table-scroll';

const rows = [
  ['Sonnenschein Berlin', '4.6', '128', '97 %', '3 h'],
  ['Sonnenschein Hamburg', '4.4', '96', '91 %', '5 h'],
  ['Sonnenschein Dresden', '–', '0', '–', '–'],
];

/** An insights-like table, wider than a phone; `actions` puts a button in each row's name. */
function WideTable({ actions = false }: { actions?: boolean }) {
  return (
    <table style={{ borderCollapse: 'collapse', whiteSpace: 'nowrap' }}>
      <caption style={{ textAlign: 'start', fontWeight: 600 }}>Locations</caption>
      <thead>
        <tr>
          {['Location', 'Average rating', 'Reviews', 'Response rate', 'Median response time'].map(
            (name) => (
              <th key={name} scope="col" style={{ padding: '4px 8px', textAlign: 'start' }}>
                {name}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, ...figures]) => (
          <tr key={name}>
            <th scope="row" style={{ padding: '4px 8px', textAlign: 'start' }}>
              {actions ? <button type="button">{name}</button> : name}
            </th>
            {figures.map((figure, index) => (
              <td key={index} style={{ padding: '4px 8px', textAlign: 'end' }}>
                {figure}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'UI/TableScroll',
  component: TableScroll,
  decorators: [withTheme],
  tags: ['autodocs'],
  args: { children: <WideTable />, label: 'Locations' },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <TableScroll {...args} />
    </div>
  ),
} satisfies Meta<typeof TableScroll>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At rest: a shadow at the right edge says more columns are there. */
export const Default: Story = {};
/** Scrolled to the end: the location column stays, the figures moved under it. */
export const Scrolled: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('region', { name: 'Locations' });
    box.scrollLeft = box.scrollWidth;
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await expect(within(box).getByRole('rowheader', { name: 'Sonnenschein Berlin' })).toBeVisible();
  },
};
/** Without a label it is a plain box, for tables with focusable controls of their own. */
export const WithoutRegion: Story = {
  args: { label: undefined, holdFirstColumn: false, children: <WideTable actions /> },
};
/** On the page's or a dialog's background instead of a card. */
export const OnBackground: Story = { args: { surface: 'background' } };
