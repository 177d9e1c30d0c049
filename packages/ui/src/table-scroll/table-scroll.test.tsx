import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TableScroll } from './table-scroll';

const table = (
  <table>
    <tbody>
      <tr>
        <th scope="row">Sonnenschein Berlin</th>
        <td>4.6</td>
      </tr>
    </tbody>
  </table>
);

describe('TableScroll', () => {
  it('with a label is a named region the keyboard can reach, to scroll it', async () => {
    render(<TableScroll label="Invoice lines">{table}</TableScroll>);
    const region = screen.getByRole('region', { name: 'Invoice lines' });
    await userEvent.tab();
    expect(region).toHaveFocus();
    expect(region).toContainElement(screen.getByRole('table'));
  });

  it('without a label is a plain box: no landmark, no Tab stop', async () => {
    render(<TableScroll>{table}</TableScroll>);
    expect(screen.queryByRole('region')).toBeNull();
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });
});
