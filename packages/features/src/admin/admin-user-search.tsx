import { useSearchUsers, type AdminUser } from '@locperf/api/admin';
import { formStyles, submitErrorMessage, useFormMessage } from '@locperf/features/forms';
import { Alert } from '@locperf/ui/alert';
import { Button } from '@locperf/ui/button';
import { SearchField } from '@locperf/ui/search-field';
import { useEffect, useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import * as styles from './admin.css';

const messages = defineMessages({
  search: { id: 'admin.users.search', defaultMessage: 'Find a user' },
  hint: {
    id: 'admin.users.search.hint',
    defaultMessage: 'Search by email, name or company.',
  },
  results: { id: 'admin.users.results', defaultMessage: 'Users found' },
  choose: { id: 'admin.users.choose', defaultMessage: 'Use this email' },
});

/** Spec section 5: input is debounced by 300 ms; the search waits as long after the last key. */
const SEARCH_DEBOUNCE_MS = 300;

/** Props of {@link AdminUserSearch}. */
export interface AdminUserSearchProps {
  /** Called with the chosen user's email. */
  onChoose: (email: string) => void;
}

// Admin area, spec section 6.
/** For administrators: finds users by email, name or company. */
export function AdminUserSearch({ onChoose }: AdminUserSearchProps) {
  const intl = useIntl();
  const t = useFormMessage();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const id = setTimeout(() => setQuery(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [text]);
  const { data, error } = useSearchUsers(query || null);

  return (
    <div className={formStyles.column}>
      <SearchField
        label={intl.formatMessage(messages.search)}
        description={intl.formatMessage(messages.hint)}
        value={text}
        onChange={setText}
        onSubmit={() => setQuery(text.trim())}
      />
      {error ? <Alert type="error">{t(submitErrorMessage(error))}</Alert> : null}
      {query && data ? (
        <section aria-label={intl.formatMessage(messages.results)}>
          <p role="status" className={formStyles.muted}>
            <FormattedMessage
              id="admin.users.count"
              defaultMessage="{count, plural, =0 {No user found} one {# user found} other {# users found}}"
              values={{ count: data.length }}
            />
          </p>
          <ul className={styles.users}>
            {data.map((user: AdminUser) => (
              <li key={user.email} className={styles.user}>
                <span>
                  <strong>{[user.firstName, user.lastName].join(' ')}</strong>
                  <br />
                  {user.email}
                  <br />
                  <span className={formStyles.muted}>
                    <FormattedMessage
                      id="admin.users.meta"
                      defaultMessage="{organization} · {status, select, active {active} other {email not confirmed}}"
                      values={{
                        organization: user.organizationName,
                        status: user.activated ? 'active' : 'pending',
                      }}
                    />
                  </span>
                </span>
                <Button variant="outline" size="sm" onPress={() => onChoose(user.email)}>
                  {intl.formatMessage(messages.choose)}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
