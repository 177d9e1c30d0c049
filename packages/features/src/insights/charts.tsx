import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, Line, LinePath } from '@visx/shape';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CHART_HEIGHT } from './chart-size';
import * as styles from './charts.css';

/**
 * The SVG charts of the insights (issue 18), drawn with visx's scales, shapes and axes. This
 * module is loaded lazily (React.lazy in chart-frame.tsx), so visx stays out of every other
 * chunk. No `style` attribute is set by our code: colours come from classes (strict CSP).
 */

/** One data point: a bar or a vertex of the line. */
export interface ChartPoint {
  key: string;
  /** Axis label, e.g. "12 Nov". */
  label: string;
  /**
   * A shorter axis label for a narrow chart, e.g. "4 ★" for "4 stars". When every point has one
   * and the full labels would not fit side by side, every point is labelled with it instead of
   * every other one (owner trial 9: a phone showed 5, 3 and 1 stars only).
   */
  shortLabel?: string;
  /** The value; null leaves a gap (no reviews that day). */
  value: number | null;
  /** What a screen reader announces and the readout shows, e.g. "12 Nov: 4.3 stars, 5 reviews". */
  description: string;
}

/** Props of {@link Chart}. */
export interface ChartProps {
  kind: 'line' | 'bar';
  points: readonly ChartPoint[];
  /** The chart's name, for the group the points are in. */
  label: string;
  /** How to move between the points, read after the label. */
  keyboardHint: string;
  /** Lowest and highest value of the value axis. */
  domain: readonly [number, number];
  /** Value axis labels in the user's locale. */
  formatValue: (value: number) => string;
  /** Whole numbers only on the value axis (counts). @default false */
  integerTicks?: boolean;
}

const height = CHART_HEIGHT;
const margin = { top: 12, right: 12, bottom: 28, left: 44 };

/** The width of the chart's box, followed as it resizes (the phone layout is one column). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    setWidth(node.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

// Keyboard: the points are one tab stop; Tab enters at the active point, arrows, Home and End move,
// each point announces its own description.
/**
 * A line or bar chart of the review insights that can be read point by point with the keyboard or a
 * screen reader. The props that matter: `kind` (line or bar) and `points`.
 */
export function Chart({
  kind,
  points,
  label,
  keyboardHint,
  domain,
  formatValue,
  integerTicks = false,
}: ChartProps) {
  const { ref, width: measured } = useWidth();
  const width = Math.max(measured, 240);
  const [active, setActive] = useState(points.length - 1);
  const [shown, setShown] = useState<number | null>(null);
  const pointRefs = useRef<(SVGGElement | null)[]>([]);
  const current = Math.min(Math.max(active, 0), points.length - 1);

  const innerWidth = width - margin.left - margin.right;
  const innerHeight = height - margin.top - margin.bottom;
  const x = scaleBand<string>({
    domain: points.map((p) => p.key),
    range: [0, innerWidth],
    padding: kind === 'bar' ? 0.25 : 0,
  });
  const y = scaleLinear<number>({ domain: [...domain], range: [innerHeight, 0], nice: true });
  const center = (key: string) => (x(key) ?? 0) + x.bandwidth() / 2;
  const yTicks = y.ticks(4).filter((t) => !integerTicks || Number.isInteger(t));
  // About one label per 64 px, counted back from the last point, so the newest always has one
  // and no two labels crowd each other.
  const compact = innerWidth / points.length < 64 && points.every((p) => p.shortLabel);
  const every = compact
    ? 1
    : Math.max(1, Math.ceil(points.length / Math.max(1, Math.floor(innerWidth / 64))));
  const xTicks = points.filter((_, i) => (points.length - 1 - i) % every === 0).map((p) => p.key);
  const labels = new Map(points.map((p) => [p.key, compact ? (p.shortLabel ?? p.label) : p.label]));
  const groupLabel = `${label}. ${keyboardHint}`;

  const move = (event: KeyboardEvent) => {
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? current + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? points.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const index = Math.min(Math.max(next, 0), points.length - 1);
    setActive(index);
    pointRefs.current[index]?.focus();
  };

  const focusPoint = shown === null ? null : points[shown];
  const markerBox = (p: ChartPoint) => {
    const top = p.value === null ? innerHeight : y(p.value);
    return kind === 'bar'
      ? {
          x: (x(p.key) ?? 0) - 3,
          y: top - 3,
          width: x.bandwidth() + 6,
          height: innerHeight - top + 6,
        }
      : { x: center(p.key) - 7, y: top - 7, width: 14, height: 14 };
  };

  return (
    <div ref={ref}>
      <svg
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        className={styles.chart}
        role="group"
        aria-label={groupLabel}
      >
        <Group left={margin.left} top={margin.top}>
          <g aria-hidden="true">
            {yTicks.map((t) => (
              <Line
                key={t}
                from={{ x: 0, y: y(t) }}
                to={{ x: innerWidth, y: y(t) }}
                className={styles.grid}
              />
            ))}
            <AxisLeft
              scale={y}
              tickValues={yTicks}
              tickFormat={(v) => formatValue(Number(v))}
              axisClassName={styles.axis}
              tickLabelProps={{ fontSize: 12, textAnchor: 'end', dx: '-0.25em', dy: '0.33em' }}
            />
            <AxisBottom
              top={innerHeight}
              scale={x}
              tickValues={xTicks}
              tickFormat={(key) => labels.get(key) ?? ''}
              axisClassName={styles.axis}
              tickLabelProps={{ fontSize: 12, textAnchor: 'middle' }}
            />
            {kind === 'line' ? (
              <LinePath
                data={points.filter((p) => p.value !== null)}
                x={(p) => center(p.key)}
                y={(p) => y(p.value ?? 0)}
                className={styles.line}
              />
            ) : null}
          </g>
          <g onKeyDown={move}>
            {points.map((p, i) => {
              const top = p.value === null ? innerHeight : y(p.value);
              return (
                <g
                  key={p.key}
                  ref={(node) => {
                    pointRefs.current[i] = node;
                  }}
                  role="img"
                  aria-label={p.description}
                  tabIndex={i === current ? 0 : -1}
                  className={styles.point}
                  onFocus={() => {
                    setActive(i);
                    setShown(i);
                  }}
                  onBlur={() => setShown(null)}
                  onPointerEnter={() => setShown(i)}
                  onPointerLeave={() => setShown(null)}
                >
                  <rect
                    className={styles.hitArea}
                    x={x(p.key) ?? 0}
                    y={0}
                    width={Math.max(x.bandwidth(), 8)}
                    height={innerHeight}
                  />
                  {kind === 'bar' ? (
                    <Bar
                      className={styles.mark}
                      x={x(p.key) ?? 0}
                      y={top}
                      width={x.bandwidth()}
                      height={innerHeight - top}
                    />
                  ) : p.value !== null ? (
                    <circle
                      className={styles.mark}
                      cx={center(p.key)}
                      cy={top}
                      r={points.length > 40 ? 2.5 : 4}
                    />
                  ) : null}
                </g>
              );
            })}
          </g>
          {focusPoint ? (
            <rect className={styles.focusMarker} rx={4} {...markerBox(focusPoint)} />
          ) : null}
        </Group>
      </svg>
      <p className={styles.readout} aria-hidden="true">
        {focusPoint?.description ?? ''}
      </p>
    </div>
  );
}
