import { checkPassword, passwordRuleIds, type PasswordRuleId } from '@locperf/api/forms';
import { CheckIcon, XIcon } from '@locperf/ui/icon';
import { defineMessages } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import * as styles from './forms.css';

const ruleMessages = defineMessages({
  length: { id: 'form.password.rule.length', defaultMessage: '8 to 16 characters' },
  digit: { id: 'form.password.rule.digit', defaultMessage: 'At least one digit' },
  uppercase: {
    id: 'form.password.rule.uppercase',
    defaultMessage: 'At least one uppercase letter',
  },
  lowercase: {
    id: 'form.password.rule.lowercase',
    defaultMessage: 'At least one lowercase letter',
  },
  special: {
    id: 'form.password.rule.special',
    defaultMessage: 'At least one special character',
  },
  met: { id: 'form.password.rule.met', defaultMessage: ': met' },
  open: { id: 'form.password.rule.open', defaultMessage: ': not met yet' },
}) satisfies Record<PasswordRuleId | 'met' | 'open', unknown>;

/** Props of {@link PasswordChecklist}. */
export interface PasswordChecklistProps {
  /** The password typed so far. */
  password: string;
  /** Id for `aria-describedby` of the password field. */
  id?: string;
}

// The password rules of spec section 5.
/** The password rules, ticked live while the user types. */
export function PasswordChecklist({ password, id }: PasswordChecklistProps) {
  const intl = useIntl();
  const state = checkPassword(password);
  return (
    <ul id={id} className={styles.checklist}>
      {passwordRuleIds.map((rule) => (
        <li key={rule} className={state[rule] ? styles.ruleMet : styles.ruleOpen}>
          {state[rule] ? <CheckIcon size="sm" /> : <XIcon size="sm" />}
          <span>
            {intl.formatMessage(ruleMessages[rule])}
            <span className={styles.visuallyHidden}>
              {intl.formatMessage(state[rule] ? ruleMessages.met : ruleMessages.open)}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
