import type { ReactNode } from 'react';
import { contrastRatio } from '../theme/contrast';
import { darkPalette, lightPalette, type Palette } from '../theme/palette';
import { scale } from '../theme/scale';
import { darkTheme, lightTheme } from '../theme/theme.css';
import { vars } from '../tokens/tokens.css';
import { typography, typographyNames } from '../tokens/typography';
import * as styles from './foundations.css';

/**
 * Storybook's Foundations pages. Every figure here is read from the objects the themes are built
 * from (`palette.ts`, `scale.ts`) and every sample is styled through the contract `vars`, so the
 * pages cannot drift from what the components use. Not exported by the package.
 */

type Tree = { readonly [key: string]: string | Tree };

/** Maps each contract variable (`var(--…)`) to its token path and raw value. */
function indexTokens(contract: Tree, raw: Tree, path: string[] = [], out = new Map()) {
  for (const [key, value] of Object.entries(contract)) {
    const rawValue = raw[key];
    if (typeof value === 'string' && typeof rawValue === 'string') {
      out.set(value, { path: [...path, key].join('.'), value: rawValue });
    } else if (typeof value === 'object' && rawValue && typeof rawValue === 'object') {
      indexTokens(value, rawValue, [...path, key], out);
    }
  }
  return out as Map<string, { path: string; value: string }>;
}
const tokenOf = indexTokens(vars as unknown as Tree, scale as unknown as Tree);

export function Code({ children }: { children: ReactNode }) {
  return <code className={styles.code}>{children}</code>;
}

/** What each colour role is for, in the order of the palette. */
interface ColourGroup {
  title: string;
  keys: Array<keyof Palette>;
  /** What the figures are measured against: the page surfaces, the text on a fill, or nothing. */
  against: 'surfaces' | 'fill' | 'none';
  minimum: number;
}
const colourGroups: ColourGroup[] = [
  { title: 'Surfaces', keys: ['background', 'surface', 'selected'], against: 'none', minimum: 1 },
  {
    title: 'Text',
    keys: ['text', 'textMuted', 'primaryText'],
    against: 'surfaces',
    minimum: 4.5,
  },
  {
    title: 'Borders, focus and graphics',
    keys: ['border', 'secondaryBorder', 'focusRing', 'star', 'primary'],
    against: 'surfaces',
    minimum: 3,
  },
  { title: 'Decorative borders', keys: ['borderSubtle'], against: 'none', minimum: 1 },
  {
    title: 'Filled controls (text on fill)',
    keys: ['primary', 'primaryHover', 'secondary', 'secondaryHover', 'danger', 'dangerHover'],
    against: 'fill',
    minimum: 4.5,
  },
  { title: 'Disabled (exempt, kept legible)', keys: ['disabled'], against: 'fill', minimum: 3 },
];
const onColour: Partial<Record<keyof Palette, keyof Palette>> = {
  primary: 'onPrimary',
  primaryHover: 'onPrimary',
  secondary: 'onSecondary',
  secondaryHover: 'onSecondary',
  danger: 'onDanger',
  dangerHover: 'onDanger',
  disabled: 'onDisabled',
};
const tones = ['info', 'success', 'warning', 'error'] as const;

function ratio(a: string, b: string) {
  return `${contrastRatio(a, b).toFixed(2)}:1`;
}

function PaletteTable({ name, palette }: { name: string; palette: Palette }) {
  return (
    <section className={`${name === 'Dark' ? darkTheme : lightTheme} ${styles.themeBox}`}>
      <h2 className={styles.heading}>{name} theme</h2>
      {colourGroups.map((group) => (
        <table key={group.title} className={styles.table}>
          <caption className={styles.muted} style={{ textAlign: 'start' }}>
            {group.title}
          </caption>
          <thead>
            <tr>
              <th className={styles.headerCell} style={{ width: '30%' }}>
                Token
              </th>
              <th className={styles.headerCell} style={{ width: '12%' }}>
                Swatch
              </th>
              <th className={styles.headerCell} style={{ width: '14%' }}>
                Value
              </th>
              <th className={styles.headerCell} style={{ width: '18%' }}>
                Against
              </th>
              <th className={styles.headerCell} style={{ textAlign: 'end' }}>
                Contrast
              </th>
            </tr>
          </thead>
          <tbody>
            {group.keys.map((key) => {
              const fill = onColour[key];
              const against: Array<keyof Palette> =
                group.against === 'fill' && fill
                  ? [fill]
                  : group.against === 'surfaces'
                    ? ['background', 'surface']
                    : [];
              return (
                <tr key={key}>
                  <td className={styles.cell}>
                    <Code>color.{key}</Code>
                  </td>
                  <td className={styles.cell}>
                    <span
                      aria-hidden
                      className={styles.swatch}
                      style={{ background: vars.color[key] }}
                    />
                  </td>
                  <td className={styles.cell}>
                    <Code>{palette[key]}</Code>
                  </td>
                  <td className={styles.cell}>
                    {against.map((other) => (
                      <div key={other}>
                        <Code>{other}</Code>
                      </div>
                    ))}
                  </td>
                  <td className={styles.numeric}>
                    {against.map((other) => (
                      <div key={other}>
                        {ratio(palette[key], palette[other])} (min {group.minimum}:1)
                      </div>
                    ))}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ))}
      <table className={styles.table}>
        <caption className={styles.muted} style={{ textAlign: 'start' }}>
          Tones (alerts, toasts, badges): text on its tinted surface
        </caption>
        <tbody>
          {tones.map((tone) => (
            <tr key={tone}>
              <td className={styles.cell}>
                <Code>
                  color.{tone}Text / {tone}Surface
                </Code>
              </td>
              <td className={styles.cell}>
                <span
                  style={{
                    display: 'inline-block',
                    padding: '0.25rem 0.5rem',
                    borderRadius: vars.radius.sm,
                    background: vars.color[`${tone}Surface`],
                    color: vars.color[`${tone}Text`],
                  }}
                >
                  {tone}
                </span>
              </td>
              <td className={styles.numeric}>
                {ratio(palette[`${tone}Text`], palette[`${tone}Surface`])} (min 4.5:1)
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Every colour token of both themes, with its contrast figures (WCAG 2.2 AA). */
export function Colours() {
  return (
    <div className={styles.page}>
      <PaletteTable name="Light" palette={lightPalette} />
      <PaletteTable name="Dark" palette={darkPalette} />
    </div>
  );
}

/** The text styles of `typography`, each with the tokens it is made of. */
export function TypeScale() {
  return (
    <div className={styles.page}>
      <p className={styles.muted}>
        Font stack: <Code>{scale.font.body}</Code>
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th className={styles.headerCell}>Style</th>
            <th className={styles.headerCell}>Sample</th>
            <th className={styles.headerCell}>Tokens</th>
          </tr>
        </thead>
        <tbody>
          {typographyNames.map((name) => (
            <tr key={name}>
              <td className={styles.cell}>
                <Code>typography.{name}</Code>
              </td>
              <td className={styles.cell}>
                <span className={styles.typeSample[name]}>Bewertungen beantworten</span>
              </td>
              <td className={styles.cell}>
                {Object.entries(typography[name]).map(([property, value]) => {
                  const token = tokenOf.get(value);
                  return (
                    <div key={property}>
                      {property}:{' '}
                      <Code>{token ? `${token.path} = ${token.value}` : String(value)}</Code>
                    </div>
                  );
                })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
