import type { WidgetErrorKind } from '@locperf/api/widgets';
import {
  Component,
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { FormattedMessage } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import { useEmbed } from './embed-provider';
import * as styles from './embed.css';
import { messages } from './messages';

/** Class names of an element: the reset plus its own class (see embed.css.ts). */
export function cx(...names: (string | false | undefined)[]): string {
  return [styles.reset, ...names.filter(Boolean)].join(' ');
}

/** The widget's "Try again", given by its frame while its request failed (see WidgetFrame). */
const RetryContext = createContext<(() => void) | null>(null);

/**
 * The translated line for a failure; never throws, never logs into the host console. A failure
 * that asking again may mend (`network`, `invalid`) comes with a "Try again" button when the
 * frame has a retry and `canRetry` is left on.
 */
export function WidgetMessage({
  kind,
  canRetry = true,
}: {
  kind: WidgetErrorKind | 'empty' | 'loading';
  canRetry?: boolean;
}) {
  const retry = useContext(RetryContext);
  const message =
    kind === 'not_found'
      ? messages.notFound
      : kind === 'unauthorized'
        ? messages.unauthorized
        : kind === 'empty'
          ? messages.empty
          : kind === 'loading'
            ? messages.loading
            : messages.network;
  const line = (
    <p
      className={cx(styles.message)}
      role={kind === 'loading' || kind === 'empty' ? undefined : 'alert'}
    >
      <FormattedMessage {...message} />
    </p>
  );
  if (!retry || !canRetry || (kind !== 'network' && kind !== 'invalid')) return line;
  return (
    <div className={cx(styles.retry)}>
      {line}
      <button type="button" data-retry="" className={cx(styles.button.secondary)} onClick={retry}>
        <FormattedMessage {...messages.retry} />
      </button>
    </div>
  );
}

interface BoundaryState {
  failed: boolean;
}

/**
 * Catches any render error of a widget so it never reaches the host page (issue 8, Errors: a
 * host `window.onerror` must stay silent) and shows the translated "cannot be loaded" line.
 */
class WidgetBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(_error: Error, _info: ErrorInfo): void {
    // Deliberately silent: the widget shows its own message and the host's console stays clean.
  }

  override render() {
    // Asking for the data again would not mend a render error: no "Try again" here.
    return this.state.failed ? (
      <WidgetMessage kind="network" canRetry={false} />
    ) : (
      this.props.children
    );
  }
}

/** Props of {@link WidgetFrame}. */
export interface WidgetFrameProps {
  /** Accessible name of the region. */
  label: string;
  /** Extra class of the root, e.g. the badge layout. */
  className?: string;
  /** Rendered once consent is given; receives nothing, reads the provider itself. */
  children: ReactNode;
  /** Where the widget's request is (useWidgetData), so focus can follow a "Try again". */
  status?: 'pending' | 'success' | 'error';
  /** Asks for the widget's data again; offered as "Try again" with a failure line. */
  onRetry?: () => void;
}

// Issue 17: the error names the provider to add.
/**
 * The root every widget shares: a labelled region with the theme class, the consent placeholder and
 * the error boundary. Outside a provider it throws one error that names the provider to add,
 * instead of an empty box nobody can explain.
 */
export function WidgetFrame({ label, className, children, status, onRetry }: WidgetFrameProps) {
  const embed = useEmbed();
  const rootRef = useRef<HTMLDivElement>(null);
  const retried = useRef(false);
  // "Try again" goes away with the failure: focus waits on the region (announced by its name)
  // instead of falling to the host page's body, and comes back to the button if it fails again.
  const retry = useMemo(
    () =>
      onRetry
        ? () => {
            retried.current = true;
            rootRef.current?.focus();
            onRetry();
          }
        : null,
    [onRetry],
  );
  useEffect(() => {
    if (!retried.current || status === 'pending') return;
    retried.current = false;
    if (status === 'error') rootRef.current?.querySelector<HTMLElement>('[data-retry]')?.focus();
  }, [status]);
  if (!embed)
    throw new Error(
      'The Locperf widgets need <LocperfProvider> (@locperf/features/provider) or <EmbedProvider> (@locperf/features/embed) above them.',
    );
  return (
    <div
      ref={rootRef}
      role="region"
      aria-label={label}
      lang={embed.locale}
      tabIndex={-1}
      className={cx(embed.themeClass, styles.root, className)}
    >
      <RetryContext.Provider value={retry}>
        <WidgetBoundary>
          {embed.consented ? (
            children
          ) : (
            <ConsentPlaceholder
              // The pressed button goes with the placeholder: focus waits on the region instead
              // of falling to the host page's body (partner trial 10).
              onLoad={() => {
                rootRef.current?.focus();
                embed.grantConsent();
              }}
            />
          )}
        </WidgetBoundary>
      </RetryContext.Provider>
    </div>
  );
}

/** Click to load: nothing is requested, set or stored until the visitor agrees (issue 8). */
function ConsentPlaceholder({ onLoad }: { onLoad: () => void }) {
  const intl = useIntl();
  return (
    <div className={cx(styles.consent)}>
      <p className={cx(styles.title)}>{intl.formatMessage(messages.consentTitle)}</p>
      <p className={cx(styles.message)}>{intl.formatMessage(messages.consentText)}</p>
      <div className={cx(styles.controls)}>
        <button type="button" className={cx(styles.button.primary)} onClick={onLoad}>
          {intl.formatMessage(messages.consentLoad)}
        </button>
      </div>
    </div>
  );
}
