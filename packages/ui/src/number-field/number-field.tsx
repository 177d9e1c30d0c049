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
  /**
   * Whether to show − and + buttons. Their names ("Increase", "Decrease") come localised from
   * react-aria, which the app's I18nProvider sets.
   * @default true
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
