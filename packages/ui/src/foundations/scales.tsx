import {
  darkElevation,
  elevationLevels,
  lightElevation,
  scale,
  type ElevationLevel,
} from '../theme/scale';
import { darkTheme, lightTheme } from '../theme/theme.css';
import { vars } from '../tokens/tokens.css';
import * as styles from './foundations.css';
import { Code } from './foundations';

/** Foundations pages: spacing, radii, elevation and motion, read from `scale.ts`. */

/** Spacing steps, drawn to scale. */
export function Spacing() {
  return (
    <table className={styles.table}>
      <tbody>
        {Object.entries(scale.space).map(([name, value]) => (
          <tr key={name}>
            <td className={styles.cell}>
              <Code>space.{name}</Code>
            </td>
            <td className={styles.cell}>
              <Code>{value}</Code>
            </td>
            <td className={styles.cell} style={{ width: '60%' }}>
              <span
                aria-hidden
                className={styles.bar}
                style={{ width: vars.space[name as keyof typeof scale.space] }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Corner radii. */
export function Radii() {
  return (
    <div className={styles.tiles}>
      {Object.entries(scale.radius).map(([name, value]) => (
        <div
          key={name}
          className={styles.tile}
          style={{ borderRadius: vars.radius[name as keyof typeof scale.radius] }}
        >
          <span>
            <Code>radius.{name}</Code>
            <br />
            {value}
          </span>
        </div>
      ))}
    </div>
  );
}

const elevationUse: Record<ElevationLevel, string> = {
  flat: 'Page content, table rows',
  raised: 'Cards',
  popover: 'Popovers, menus, tooltips, toasts',
  modal: 'Modals, drawers, sheets',
};

/** Shadows by level, in both themes. */
export function Elevation() {
  return (
    <div className={styles.page}>
      {[
        ['Light', lightTheme, lightElevation],
        ['Dark', darkTheme, darkElevation],
      ].map(([name, theme, values]) => (
        <section key={name as string} className={`${theme as string} ${styles.themeBox}`}>
          <h2 className={styles.heading}>{name as string} theme</h2>
          <div className={styles.tiles}>
            {elevationLevels.map((level) => (
              <div
                key={level}
                className={styles.tile}
                style={{ borderRadius: vars.radius.md, boxShadow: vars.elevation[level] }}
              >
                <span>
                  <Code>elevation.{level}</Code>
                  <br />
                  <span className={styles.muted}>{elevationUse[level]}</span>
                </span>
              </div>
            ))}
          </div>
          <table className={styles.table}>
            <tbody>
              {elevationLevels.map((level) => (
                <tr key={level}>
                  <td className={styles.cell}>
                    <Code>elevation.{level}</Code>
                  </td>
                  <td className={styles.cell}>
                    <Code>{(values as Record<ElevationLevel, string>)[level]}</Code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}

/** Durations, and what they are used for. */
export function Motion() {
  const rows: Array<[string, string, string]> = [
    ['transition', scale.transition, 'Drawers, the side navigation, page-level movement'],
    ['transitionFast', scale.transitionFast, 'Hover, press, switches, checkboxes, popovers'],
  ];
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th className={styles.headerCell}>Token</th>
          <th className={styles.headerCell}>Duration</th>
          <th className={styles.headerCell}>Used for</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, value, use]) => (
          <tr key={name}>
            <td className={styles.cell}>
              <Code>{name}</Code>
            </td>
            <td className={styles.cell}>
              <Code>{value}</Code>
            </td>
            <td className={styles.cell}>{use}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
