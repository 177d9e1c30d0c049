import { describe, expect, it } from 'vitest';
import { stripDefaultMessages } from './strip-default-messages';

describe("the app build drops the messages' English defaults (issue 14, / initial JS)", () => {
  it('drops them from descriptors, keeping ids and the code around them valid', () => {
    const code = [
      'const m = defineMessages({',
      "  a: { id: 'a.one', defaultMessage: 'It\\'s {count, plural, one {# review} other {# reviews}}' },",
      '  b: {',
      "    id: 'b.two',",
      '    defaultMessage:',
      '      "Two \\"quoted\\" words",',
      '  },',
      '  c: { defaultMessage: `Three`, id: `c.three` },',
      '});',
    ].join('\n');
    const stripped = stripDefaultMessages(code);
    expect(stripped).not.toContain('defaultMessage');
    expect(stripped).toContain("id: 'a.one'");
    expect(stripped).toContain("id: 'b.two'");
    expect(stripped).toContain('id: `c.three`');
    // Still an object literal JavaScript can read.
    const defineMessages = (value: unknown) => value;
    expect(new Function('defineMessages', `${stripped}; return m;`)(defineMessages)).toEqual({
      a: { id: 'a.one' },
      b: { id: 'b.two' },
      c: { id: 'c.three' },
    });
  });

  it('drops them from JSX attributes', () => {
    expect(
      stripDefaultMessages(
        '<FormattedMessage id="confirm.login" defaultMessage="Go to {page}" values={v} />',
      ),
    ).toBe('<FormattedMessage id="confirm.login" values={v} />');
    expect(stripDefaultMessages("<M id='x' defaultMessage={'Hi'} />")).toBe("<M id='x' />");
  });
});
