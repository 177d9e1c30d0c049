import { confirmEmailEndpoint } from '@locperf/api/auth';
import { ValidationError } from '@locperf/api/client';
import { useApiMutation } from '@locperf/api/react';
import {
  formStyles,
  submitErrorMessage,
  useFormMessage,
  type FormMessage,
} from '@locperf/features/forms';
import { Alert } from '@locperf/ui/alert';
import { Link } from '@locperf/ui/link';
import { Spinner } from '@locperf/ui/spinner';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useIntl } from '@locperf/features/intl';

/** Props of {@link ConfirmEmail}. */
export interface ConfirmEmailProps {
  /** The token of the confirmation link (`/confirm?token=…`); null when the link had none. */
  token: string | null;
  /** Link of the sign-in page. */
  loginHref: string;
  /**
   * Called once the address is confirmed; an app may show the outcome as a flash message and go
   * to sign-in (the flash outlives this page). @default undefined
   */
  onConfirmed?: (email: string) => void;
}

type State =
  { kind: 'pending' } | { kind: 'done'; email: string } | { kind: 'failed'; error: FormMessage };

// Route /confirm, spec sections 2 and 8: consumes the token once on mount; "Email confirmation
// token invalid" when the server rejects it.
/**
 * Confirms a new account's email address when the owner opens the link from the confirmation email.
 * It shows the outcome, and says so when the link is not valid.
 */
export function ConfirmEmail({ token, loginHref, onConfirmed }: ConfirmEmailProps) {
  const intl = useIntl();
  const t = useFormMessage();
  const { trigger } = useApiMutation(confirmEmailEndpoint, { invalidates: [] });
  const [state, setState] = useState<State>(
    token ? { kind: 'pending' } : { kind: 'failed', error: { key: 'auth.confirm.invalid_token' } },
  );
  // A token is single-use: React's development double effects must not send it twice.
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    trigger({ body: { token } })
      .then((answer) => {
        setState({ kind: 'done', email: answer.email });
        onConfirmed?.(answer.email);
      })
      .catch((error: unknown) =>
        setState({
          kind: 'failed',
          error:
            error instanceof ValidationError
              ? { key: error.violations[0]?.key ?? 'auth.confirm.invalid_token' }
              : submitErrorMessage(error),
        }),
      );
  }, [token, trigger, onConfirmed]);

  if (state.kind === 'pending') {
    return (
      <Spinner
        label={intl.formatMessage({
          id: 'confirm.pending',
          defaultMessage: 'Confirming your email address…',
        })}
      />
    );
  }
  return (
    <div className={formStyles.column}>
      {state.kind === 'done' ? (
        <Alert type="success">
          <FormattedMessage
            id="confirm.success"
            defaultMessage="Your email address {email} is confirmed. You can sign in now."
            values={{ email: state.email }}
          />
        </Alert>
      ) : (
        <Alert type="error">{t(state.error)}</Alert>
      )}
      <p>
        <Link href={loginHref}>
          <FormattedMessage id="confirm.login" defaultMessage="Go to sign-in" />
        </Link>
      </p>
    </div>
  );
}
