import * as styles from './skeleton.css';

/** Shapes, shared by the component, its types and its stories. */
export const skeletonShapes = [
  'text',
  'line',
  'rect',
  'circle',
] as const satisfies readonly SkeletonShape[];
/** Written out, not derived from the list, so the props table can name the choices. */
export type SkeletonShape = 'text' | 'line' | 'rect' | 'circle';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /**
   * Shape of the placeholder: `text` a 1em bar; `line` a line of text as tall as the surrounding
   * line height, for placeholders that keep the height of the text they stand for. @default 'text'
   */
  shape?: SkeletonShape;
  /** Width as a CSS length, for text lines of varied length. @default the shape's width */
  width?: string;
  /** Height as a CSS length. @default the shape's height */
  height?: string;
}

/**
 * A grey placeholder while content loads. It is hidden from assistive technology: mark the
 * loading container `aria-busy="true"` or show a `Spinner` with a label instead.
 */
export function Skeleton({ shape = 'text', width, height }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={`${styles.skeleton} ${styles.shapes[shape]}`}
      style={width || height ? { width, height } : undefined}
    />
  );
}
