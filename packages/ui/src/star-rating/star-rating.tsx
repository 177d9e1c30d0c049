import { useState } from 'react';
import { Label, Radio, RadioGroup, type RadioGroupProps } from 'react-aria-components';
import { FieldHelp, fieldStyles, type FieldTextProps } from '../field/field';
import { StarHalfIcon, StarIcon, StarOutlineIcon } from '../icon/icons';
import * as styles from './star-rating.css';

/** Sizes, shared by the components, their types and their stories. */
export const starRatingSizes = ['sm', 'md', 'lg'] as const satisfies readonly StarRatingSize[];
/** Written out, not derived from the list, so the props table can name the choices. */
export type StarRatingSize = 'sm' | 'md' | 'lg';

/** Props of {@link StarRating}. */
export interface StarRatingProps {
  /** The rating, e.g. 4.3; drawn to the nearest half star. */
  value: number;
  /** Number of stars. @default 5 */
  max?: number;
  /**
   * The text alternative, e.g. "4.3 of 5 stars": a string, or a formatter of value and max
   * (ui holds no message catalogue, so the app translates it).
   */
  label: string | ((value: number, max: number) => string);
  /** Size. @default 'md' */
  size?: StarRatingSize;
}

/** A read-only star rating: one image whose name is the text alternative. */
export function StarRating({ value, max = 5, label, size = 'md' }: StarRatingProps) {
  const halves = Math.round(Math.min(Math.max(value, 0), max) * 2);
  const text = typeof label === 'function' ? label(value, max) : label;
  return (
    <span role="img" aria-label={text} className={`${styles.stars} ${styles.sizes[size]}`}>
      {Array.from({ length: max }, (_, i) => {
        const fill = halves - i * 2;
        if (fill >= 2) return <StarIcon key={i} />;
        if (fill === 1) return <StarHalfIcon key={i} />;
        return (
          <span key={i} className={styles.empty}>
            <StarOutlineIcon />
          </span>
        );
      })}
    </span>
  );
}

/** Props of {@link StarRatingInput}. */
export interface StarRatingInputProps
  extends
    Omit<FieldTextProps, 'label'>,
    Pick<
      RadioGroupProps,
      'name' | 'isRequired' | 'isDisabled' | 'isReadOnly' | 'isInvalid' | 'validationBehavior'
    > {
  /** Visible label of the group, e.g. "Your rating". */
  label: string;
  /** Accessible name of each star, e.g. `(n, max) => \`${n} of ${max} stars\``. */
  starLabel: (stars: number, max: number) => string;
  /** Selected number of stars (controlled). @default undefined */
  value?: number | null;
  /** Initially selected number of stars. @default undefined */
  defaultValue?: number;
  /** Called with the chosen number of stars. @default undefined */
  onChange?: (stars: number) => void;
  /** Number of stars. @default 5 */
  max?: number;
  /** Size. @default 'lg' */
  size?: StarRatingSize;
}

/**
 * Star input built on a radio group: arrow keys change the rating, each star is a named
 * radio button, the stars up to the choice are filled.
 */
export function StarRatingInput({
  label,
  starLabel,
  value,
  defaultValue,
  onChange,
  max = 5,
  size = 'lg',
  description,
  errorMessage,
  ...props
}: StarRatingInputProps) {
  const [internal, setInternal] = useState<number | undefined>(defaultValue);
  const current = value === undefined ? internal : (value ?? undefined);
  return (
    <RadioGroup
      {...props}
      orientation="horizontal"
      value={current === undefined ? null : String(current)}
      onChange={(next) => {
        const stars = Number(next);
        setInternal(stars);
        onChange?.(stars);
      }}
      className={styles.group}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <div className={`${styles.stars} ${styles.sizes[size]}`}>
        {Array.from({ length: max }, (_, i) => i + 1).map((stars) => (
          <Radio
            key={stars}
            value={String(stars)}
            aria-label={starLabel(stars, max)}
            className={`${styles.radio} ${current !== undefined && stars <= current ? styles.filled : ''}`}
          >
            {current !== undefined && stars <= current ? <StarIcon /> : <StarOutlineIcon />}
          </Radio>
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RadioGroup>
  );
}
