import {
  Button,
  Group,
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldStyles, type FieldTextProps } from '../field/field';
import { MinusIcon, PlusIcon } from '../icon/icons';

/** Props of {@link NumberField}. */
export interface NumberFieldProps
  extends
    FieldTextProps,
    Pick<
      AriaNumberFieldProps,
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'minValue'
      | 'maxValue'
      | 'step'
      | 'formatOptions'
      | 'name'
      | 'isRequired'
      | 'isDisabled'
      | 'isReadOnly'
      | 'isInvalid'
      | 'validate'
      | 'validationBehavior'
      | 'autoFocus'
      | 'id'
      | 'aria-label'
    > {
  /** The number, when the parent owns the state (with `onChange`); `NaN` when empty. */
  value?: number;
  /** The number it starts with, when the field owns its state. @default undefined (empty) */
  defaultValue?: number;
  /** Called with the new number when the user leaves the field or presses a stepper (not on every key). */
  onChange?: (value: number) => void;
  /** The smallest allowed number. @default undefined (no limit) */
  minValue?: number;
  /** The largest allowed number. @default undefined (no limit) */
  maxValue?: number;
  /** How much the arrow keys and steppers change the value; also the allowed precision. @default 1 */
  step?: number;
  /**
   * How the number is shown in the user's locale, e.g. `{ style: 'currency', currency: 'EUR' }` or
   * `{ style: 'percent' }`. @default undefined (a plain number)
   */
  formatOptions?: Intl.NumberFormatOptions;
  /** The form field name it is submitted under. */
  name?: string;
  /** Must be filled in before the form is sent; a screen reader announces it as required. @default false */
  isRequired?: boolean;
  /** Cannot be focused or changed, and looks it. @default false */
  isDisabled?: boolean;
  /** Can be focused and read but not changed. @default false */
  isReadOnly?: boolean;
  /** Shows the error style and the `errorMessage`, when the app decides the value is wrong. @default false */
  isInvalid?: boolean;
  /**
   * Checks the number and returns an error message (or `true`/`null` when it is fine). Shown with
   * the field like a native error.
   */
  validate?: (value: number) => string | string[] | true | null | undefined;
  /**
   * `native` blocks sending the form and shows errors like the browser would; `aria` only marks the
   * field invalid and lets the form be sent. Inside a `Form`, the form's setting
   * applies. @default 'native'
   */
  validationBehavior?: 'native' | 'aria';
  /** Takes focus when it first appears. @default false */
  autoFocus?: boolean;
  /** The element id. */
  id?: string;
  /** The accessible name when there is no visible label. */
  'aria-label'?: string;
  /**
   * Whether to show − and + buttons. Their names ("Increase", "Decrease") come localised from
   * react-aria, which the app's I18nProvider sets. @default true
   */
  showSteppers?: boolean;
}

/** A locale-aware number input; arrow keys and the steppers change the value by `step`. */
export function NumberField({
  label,
  description,
  errorMessage,
  showSteppers = true,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField {...props} className={fieldStyles.field}>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <Group className={fieldStyles.group}>
        {showSteppers ? (
          <Button slot="decrement" className={fieldStyles.groupButton}>
            <MinusIcon />
          </Button>
        ) : null}
        <Input className={fieldStyles.input} />
        {showSteppers ? (
          <Button slot="increment" className={fieldStyles.groupButton}>
            <PlusIcon />
          </Button>
        ) : null}
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
