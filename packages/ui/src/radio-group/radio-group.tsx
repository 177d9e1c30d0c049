import type { ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldStyles, type FieldTextProps } from '../field/field';
import * as styles from './radio-group.css';

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps
  extends
    FieldTextProps,
    Pick<
      AriaRadioGroupProps,
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'name'
      | 'isRequired'
      | 'isDisabled'
      | 'isReadOnly'
      | 'isInvalid'
      | 'validate'
      | 'validationBehavior'
      | 'id'
      | 'aria-label'
    > {
  /** The `Radio` options. */
  children: ReactNode;
  /** Layout; arrow keys follow it. @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
}

/** A labelled set of mutually exclusive options; arrow keys move the selection. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  orientation = 'vertical',
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} orientation={orientation} className={fieldStyles.field}>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <div className={styles.options[orientation]}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}

/** Props of {@link Radio}. */
export interface RadioProps extends Pick<
  AriaRadioProps,
  'value' | 'isDisabled' | 'id' | 'aria-label'
> {
  /** Visible label. */
  children: ReactNode;
}

/** One option of a {@link RadioGroup}. */
export function Radio({ children, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={styles.radio}>
      <span className={styles.dot} aria-hidden="true" />
      {children}
    </AriaRadio>
  );
}
