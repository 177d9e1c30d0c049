import type { ReactNode } from 'react';
import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldStyles, type FieldTextProps } from '../field/field';
import * as styles from './checkbox-group.css';

/** Props of {@link CheckboxGroup}. */
export interface CheckboxGroupProps
  extends
    FieldTextProps,
    Pick<
      AriaCheckboxGroupProps,
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
  /** The `Checkbox`es, each with a `value`. */
  children: ReactNode;
  /** Layout of the options. @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
}

/** A labelled group of checkboxes whose values form one field (e.g. locations of a product). */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  children,
  orientation = 'vertical',
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup {...props} className={fieldStyles.field}>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <div className={styles.options[orientation]}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaCheckboxGroup>
  );
}
