import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldStyles, type FieldTextProps } from '../field/field';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '../icon/icons';
import { popover } from '../popover/popover.css';
import { useContentLang } from '../theme/content-lang';
import { useThemeClass } from '../theme/theme-context';
import * as styles from './date-picker.css';

/** Props of {@link DatePicker}. */
export interface DatePickerProps extends FieldTextProps {
  /** The chosen day as an ISO date (`2026-11-24`), or undefined when empty. */
  value?: string;
  /** Called with the new ISO date, or undefined when the user cleared the field. */
  onChange?: (value: string | undefined) => void;
  /** The earliest day that can be chosen, as an ISO date. @default undefined (no limit) */
  minValue?: string;
  /** The latest day that can be chosen, as an ISO date. @default undefined (no limit) */
  maxValue?: string;
  /** Form field name; the value is submitted as an ISO date. @default undefined */
  name?: string;
  /** Whether the field can be changed. @default false */
  isDisabled?: boolean;
  /** Whether the field shows as invalid (with `errorMessage`). @default false */
  isInvalid?: boolean;
  /** Opens the calendar on first render (a story's open state). @default false */
  defaultOpen?: boolean;
  /** Accessible name when there is no visible label. @default undefined */
  'aria-label'?: string;
}

function toDate(value: string | undefined): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/**
 * A date field with a calendar: day, month and year segments in the order and script of the
 * locale (react-aria's I18nProvider: `24.11.2026` in German, `24/11/2026` in French), typed with
 * the keyboard or picked in the calendar popover. Use it wherever a user picks one day (the
 * inbox's date range); not for times or for a birthday far in the past, where typing alone is
 * faster. Values are ISO dates, so callers need no date library.
 */
export function DatePicker({
  label,
  description,
  errorMessage,
  value,
  onChange,
  minValue,
  maxValue,
  ...props
}: DatePickerProps) {
  const themeClass = useThemeClass();
  const lang = useContentLang();
  return (
    <AriaDatePicker
      {...props}
      className={fieldStyles.field}
      value={toDate(value)}
      minValue={toDate(minValue) ?? undefined}
      maxValue={toDate(maxValue) ?? undefined}
      onChange={(date) => onChange?.(date ? date.toString() : undefined)}
      granularity="day"
    >
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <Group className={fieldStyles.group}>
        <DateInput className={styles.input}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <Button className={fieldStyles.groupButton}>
          <CalendarIcon />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover lang={lang} className={`${themeClass} ${popover}`}>
        <Dialog className={styles.dialog}>
          <Calendar className={styles.calendar}>
            <header className={styles.header}>
              <Button slot="previous" className={styles.navButton}>
                <ChevronLeftIcon />
              </Button>
              <Heading className={styles.heading} />
              <Button slot="next" className={styles.navButton}>
                <ChevronRightIcon />
              </Button>
            </header>
            <CalendarGrid className={styles.grid} weekdayStyle="short">
              {(date) => <CalendarCell date={date} className={styles.cell} />}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
