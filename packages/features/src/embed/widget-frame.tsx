import type { WidgetErrorKind } from '@locperf/api/widgets';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import { useEmbed } from './embed-provider';
import * as styles from './embed.css';
import { messages } from './messages';

/** Class names of an element: the reset plus its own class (see embed.css.ts). */
export function cx(...names: (string | false | undefined)[]): string {
  return [styles.reset, ...names.filter(Boolean)].join(' ');
}

/** The translated line for a failure; never throws, never logs into the host console. */
export function WidgetMessage({ kind }: { kind: WidgetErrorKind | 'empty' | 'loading' }) {
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
  return (
    <p
      className={cx(styles.message)}
      role={kind === 'loading' || kind === 'empty' ? undefined : 'alert'}
    >
      <FormattedMessage {...message} />
    </p>
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
    return this.state.failed ? <WidgetMessage kind="network" /> : this.props.children;
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
}

// Issue 17: the error names the provider to add.
/**
 * The root every widget shares: a labelled region with the theme class, the consent placeholder and
 * the error boundary. Outside a provider it throws one error that names the provider to add,
 * instead of an empty box nobody can explain.
 */
export function WidgetFrame({ label, className, children }: WidgetFrameProps) {
  const embed = useEmbed();
  if (!embed)
    throw new Error(
      'The Locperf widgets need <LocperfProvider> (@locperf/features/provider) or <EmbedProvider> (@locperf/features/embed) above them.',
    );
  return (
    <div
      role="region"
      aria-label={label}
      lang={embed.locale}
      className={cx(embed.themeClass, styles.root, className)}
    >
      <WidgetBoundary>{embed.consented ? children : <ConsentPlaceholder />}</WidgetBoundary>
    </div>
  );
}

/** Click to load: nothing is requested, set or stored until the visitor agrees (issue 8). */
function ConsentPlaceholder() {
  const embed = useEmbed();
  const intl = useIntl();
  return (
    <div className={cx(styles.consent)}>
      <p className={cx(styles.title)}>{intl.formatMessage(messages.consentTitle)}</p>
      <p className={cx(styles.message)}>{intl.formatMessage(messages.consentText)}</p>
      <div className={cx(styles.controls)}>
        <button type="button" className={cx(styles.button.primary)} onClick={embed?.grantConsent}>
          {intl.formatMessage(messages.consentLoad)}
        </button>
      </div>
    </div>
  );
}
