import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatChange } from './format';

const dePoints = '{value} {count, plural, one {Prozentpunkt} other {Prozentpunkte}}';

const intl = (locale: string, messages: Record<string, string> = {}) =>
  createIntl({ locale, messages, onError: () => {} });

describe('formatChange (issue 18, Insights: each KPI with the change against the previous period)', () => {
  it('signs a fall with a true minus sign, not a hyphen', () => {
    expect(formatChange(intl('de'), 'averageRating', 4.1, 4.4)?.text).toBe('\u22120,3');
    expect(formatChange(intl('en'), 'reviewCount', 8, 10)?.text).toBe('\u221220%');
    expect(formatChange(intl('de'), 'averageRating', 4.4, 4.1)?.text).toBe('+0,3');
    expect(formatChange(intl('fr'), 'medianResponseHours', 2, 5)?.text).toMatch(/^\u22123\s?h$/);
  });

  it('spells out percentage points for the shares', () => {
    const de = intl('de', {
      'insights.change.points': dePoints,
    });
    const change = formatChange(de, 'responseRate', 0.62, 0.75);
    expect(change).toEqual({ text: '\u221213 Prozentpunkte', direction: 'down' });
    // One point is singular (owner trial 9: "−1 Prozentpunkte").
    expect(formatChange(de, 'responseRate', 0.74, 0.75)?.text).toBe('\u22121 Prozentpunkt');
    expect(formatChange(intl('en'), 'aiShare', 0.5, 0.5)?.text).toBe('0 percentage points');
    expect(formatChange(intl('en'), 'aiShare', 0.51, 0.5)?.text).toBe('+1 percentage point');
  });
});
