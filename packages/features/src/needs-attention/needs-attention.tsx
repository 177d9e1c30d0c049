import { useAttention, type AttentionItem, type AttentionKind } from '@locperf/api/attention';
import { useReauthorizeGoogleAccount } from '@locperf/api/google-accounts';
import { Alert } from '@locperf/ui/alert';
import { Button, LinkButton } from '@locperf/ui/button';
import { EmptyState } from '@locperf/ui/empty-state';
import { Skeleton } from '@locperf/ui/skeleton';
import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { type MessageDescriptor } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import { messages } from './messages';
import * as styles from './needs-attention.css';

/** Props of {@link NeedsAttention}. Features never route: the app says where each action leads. */
export interface NeedsAttentionProps {
  /** The organization whose pending work is listed; null while the session loads. */
  organizationId: string | null;
  /**
   * Where an item's action leads, e.g. `drafts_awaiting_approval` to `/reviews?response=draft`.
   * Not asked for `google_reauthorize`, which starts Google's consent itself. An item whose
   * href is undefined shows no action.
   */
  actionHref: (item: AttentionItem) => string | undefined;
  // Returns with `?rmsg=` (spec section 2).
  /** The page Google sends the owner back to after renewing access, e.g. the start page. */
  returnUrl: string;
  /** Sends the browser to the consent URL (the app decides: client navigation or a full load). */
  onConsentUrl: (url: string) => void;
  /** Level of the list's heading, to fit the page outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
}

type Texts = { title: MessageDescriptor; text: MessageDescriptor; action: MessageDescriptor };

const textsOf: Record<AttentionKind, Texts> = {
  google_reauthorize: {
    title: messages.googleTitle,
    text: messages.googleText,
    action: messages.googleAction,
  },
  subscription_past_due: {
    title: messages.pastDueTitle,
    text: messages.pastDueText,
    action: messages.pastDueAction,
  },
  location_grant: {
    title: messages.grantTitle,
    text: messages.grantText,
    action: messages.grantAction,
  },
  low_ratings_unanswered: {
    title: messages.lowTitle,
    text: messages.lowText,
    action: messages.lowAction,
  },
  drafts_awaiting_approval: {
    title: messages.draftsTitle,
    text: messages.draftsText,
    action: messages.draftsAction,
  },
  ai_quota_low: {
    title: messages.quotaTitle,
    text: messages.quotaText,
    action: messages.quotaAction,
  },
};

/** Items that stop the product from working: access lost, payment due. */
const urgentKinds: readonly AttentionKind[] = ['google_reauthorize', 'subscription_past_due'];
const warningKinds: readonly AttentionKind[] = ['low_ratings_unanswered', 'ai_quota_low'];

/** The item's edge: danger, warning or info (needs-attention.css.ts). */
function toneOf(kind: AttentionKind): 'urgent' | 'warning' | 'normal' {
  if (urgentKinds.includes(kind)) return 'urgent';
  return warningKinds.includes(kind) ? 'warning' : 'normal';
}

// Issue 18 (needs attention): reauthorize goes through Google's consent here; the other actions are
// links the app maps to routes.
/**
 * The owner's to-do list, most urgent first, each with one action: renew a Google account's access,
 * add locations, pay, answer low ratings, check drafts, get more AI replies. It shows loading, an
 * error with Retry, and an all-clear when nothing is pending. The prop that matters: `actionHref`,
 * where each action leads.
 */
export function NeedsAttention({
  organizationId,
  actionHref,
  returnUrl,
  onConsentUrl,
  headingLevel = 2,
}: NeedsAttentionProps) {
  const intl = useIntl();
  const headingId = useId();
  const attention = useAttention(organizationId);
  const reauthorize = useReauthorizeGoogleAccount();
  const [pending, setPending] = useState<string | null>(null);
  const Heading = `h${headingLevel}` as const;
  const ItemHeading = `h${headingLevel + 1}` as 'h3' | 'h4' | 'h5';

  // An item that goes while its action has focus (the account was reauthorized, the list
  // loaded again) took the focus with it to the page: it goes to the item now in its place, or
  // to the list's heading (owner trial 7).
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusedItem = useRef<number | null>(null);
  const items = attention.data?.items;
  useEffect(() => {
    const index = focusedItem.current;
    const section = sectionRef.current;
    const active = document.activeElement;
    if (index === null || !section || (active && active !== document.body)) return;
    focusedItem.current = null;
    const rows = section.querySelectorAll('li');
    const next = rows[Math.min(index, rows.length - 1)]?.querySelector<HTMLElement>('a, button');
    const heading = headingRef.current;
    if (!next && heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    (next ?? heading)?.focus();
  }, [items]);
  const onFocusCapture = (event: FocusEvent) => {
    const row = event.target instanceof Element ? event.target.closest('li') : null;
    focusedItem.current = row
      ? Array.prototype.indexOf.call(row.parentElement?.children, row)
      : null;
  };

  const onReauthorize = async (item: AttentionItem) => {
    if (!organizationId || !item.targetId || pending) return;
    setPending(item.id);
    try {
      const { consentUrl } = await reauthorize.trigger({
        params: { organizationId, accountId: item.targetId },
        body: { returnUrl },
      });
      onConsentUrl(consentUrl);
    } catch {
      // The client's error channel reports what went wrong.
    } finally {
      setPending(null);
    }
  };

  let content;
  if (!items && attention.status === 'error') {
    content = (
      <Alert type="error" title={intl.formatMessage(messages.loadFailed)}>
        <Button size="sm" variant="outline" onPress={() => void attention.reload()}>
          {intl.formatMessage(messages.retry)}
        </Button>
      </Alert>
    );
  } else if (!items) {
    content = (
      <div role="status" aria-label={intl.formatMessage(messages.loading)}>
        <Skeleton shape="rect" height="4.5rem" />
      </div>
    );
  } else if (items.length === 0) {
    content = (
      <EmptyState
        level={(headingLevel + 1) as 3 | 4 | 5}
        title={intl.formatMessage(messages.emptyTitle)}
        description={intl.formatMessage(messages.emptyText)}
      />
    );
  } else {
    content = (
      <ol className={styles.list}>
        {items.map((item) => {
          const texts = textsOf[item.kind];
          const values = {
            count: item.count,
            reason: item.reason ?? 'expired',
            email: item.subject ?? '',
            name: item.subject ?? '',
            limit: item.limit ?? 0,
          };
          const titleId = `${headingId}-${item.id}`;
          const detailId = `${titleId}-detail`;
          const href = item.kind === 'google_reauthorize' ? undefined : actionHref(item);
          const label = intl.formatMessage(texts.action);
          return (
            <li key={item.id} className={styles.item[toneOf(item.kind)]}>
              <div className={styles.text}>
                <ItemHeading id={titleId} className={styles.title}>
                  {intl.formatMessage(texts.title, values)}
                </ItemHeading>
                <p id={detailId} className={styles.detail}>
                  {intl.formatMessage(texts.text, values)}
                </p>
              </div>
              <div className={styles.action}>
                {item.kind === 'google_reauthorize' ? (
                  // No isPending: react-aria announces it by the button's id, and the button
                  // is gone once the account is fixed, leaving the announcement a dangling label.
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-describedby={`${titleId} ${detailId}`}
                    onPress={() => void onReauthorize(item)}
                  >
                    {label}
                  </Button>
                ) : href ? (
                  // Every item's one action looks the same, whether it acts here (a button) or
                  // leads to a page (a link): issue 20's designer review saw one filled button
                  // above five text links.
                  <LinkButton
                    href={href}
                    variant="secondary"
                    size="sm"
                    aria-describedby={`${titleId} ${detailId}`}
                  >
                    {label}
                  </LinkButton>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    );
  }

  return (
    <section
      ref={sectionRef}
      className={styles.root}
      aria-labelledby={headingId}
      onFocus={onFocusCapture}
      onBlur={(event) => {
        // Focus moved on to something else on purpose: nothing to restore.
        if (event.relatedTarget) focusedItem.current = null;
      }}
    >
      <Heading ref={headingRef} id={headingId} className={styles.heading}>
        {intl.formatMessage(messages.heading)}
      </Heading>
      {content}
    </section>
  );
}
