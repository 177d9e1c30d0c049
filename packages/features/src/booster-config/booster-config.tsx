import { googleReviewUrl, useLocations } from '@locperf/api/locations';
import type { ProductType } from '@locperf/api/shop';
import { Alert } from '@locperf/ui/alert';
import { Button, LinkButton } from '@locperf/ui/button';
import { Card } from '@locperf/ui/card';
import { EmptyState } from '@locperf/ui/empty-state';
import { CopyIcon } from '@locperf/ui/icon';
import { Link } from '@locperf/ui/link';
import { ListBoxItem } from '@locperf/ui/list-box';
import { Select } from '@locperf/ui/select';
import { Skeleton } from '@locperf/ui/skeleton';
import { TextField } from '@locperf/ui/text-field';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import * as styles from './booster-config.css';

const declared = defineMessages({
  title: { id: 'booster.title', defaultMessage: 'Review booster' },
  location: { id: 'booster.location', defaultMessage: 'Location' },
  link: { id: 'booster.link', defaultMessage: 'Google review link' },
  copy: { id: 'booster.copy', defaultMessage: 'Copy link' },
  copied: { id: 'booster.copied', defaultMessage: 'Link copied.' },
  copyFailed: {
    id: 'booster.copyFailed',
    defaultMessage: 'The link could not be copied: select it and copy it by hand.',
  },
  qrAlt: { id: 'booster.qr.alt', defaultMessage: 'QR code of the Google review link of {name}' },
  downloadSvg: { id: 'booster.download.svg', defaultMessage: 'Download QR code (SVG)' },
  downloadPng: { id: 'booster.download.png', defaultMessage: 'Download QR code (PNG)' },
  open: { id: 'booster.open', defaultMessage: 'Open the review form' },
  help: {
    id: 'booster.help',
    defaultMessage:
      'Every customer gets the same link to Google’s review form, whatever they thought of their visit. The booster never filters out unhappy customers before they can post a review: Google’s policy forbids this “review gating”.',
  },
  none: { id: 'booster.none', defaultMessage: 'No granted location yet' },
  noneHelp: {
    id: 'booster.none.help',
    defaultMessage: 'Grant a location in the Google account settings to get its review link.',
  },
  loading: { id: 'booster.loading', defaultMessage: 'Loading locations…' },
  unsubscribed: {
    id: 'booster.unsubscribed',
    defaultMessage: '{name} has no review booster subscription yet.',
  },
  unsubscribedHelp: {
    id: 'booster.unsubscribed.help',
    defaultMessage:
      'Its review link and QR code are ready as soon as the location subscribes to the review booster.',
  },
  toShop: { id: 'booster.toShop', defaultMessage: 'Subscribe in the shop' },
});
// react-intl 12 infers no value types from defineMessages, so values would not type-check.
const messages: Record<keyof typeof declared, MessageDescriptor> = declared;

/** Props of {@link BoosterConfig}. */
export interface BoosterConfigProps {
  organizationId: string | null;
  /** The shop, offered to a location without a booster subscription. @default '/shop' */
  shopHref?: string;
}

/** The product type a location must have subscribed to for its link and QR code (spec section 3). */
const BOOSTER: ProductType = 'review_booster';
/** Modules of white around a QR code (ISO/IEC 18004). */
const QUIET_ZONE = 4;

/** A file name without characters file systems refuse. */
const fileName = (name: string, ext: string) =>
  `review-qr-${name.replace(/[^\p{L}\p{N}]+/gu, '-').toLowerCase()}.${ext}`;

// Spec section 4 (booster configuration): QR code generated in the browser, as SVG and PNG. Spec
// section 1: the booster is sold per location, so a location without a booster subscription gets
// neither link nor code.
/**
 * Helps an owner collect more Google reviews: for each location, the link to its Google review form
 * with a copy button, and a QR code to print for the counter or the table. A location without the
 * booster says so and points to the shop. The prop that matters: `shopHref`, where that pointer
 * leads.
 */
export function BoosterConfig({ organizationId, shopHref = '/shop' }: BoosterConfigProps) {
  const intl = useIntl();
  const locations = useLocations(organizationId).data;
  const granted = (locations ?? []).filter((l) => l.granted && l.placeId);
  const [selected, setSelected] = useState<string | null>(null);
  const location =
    granted.find((l) => l.id === selected) ??
    granted.find((l) => l.hasSubscribed.includes(BOOSTER)) ??
    granted[0];
  const subscribed = location?.hasSubscribed.includes(BOOSTER) ?? false;
  const url = location?.placeId && subscribed ? googleReviewUrl(location.placeId) : null;
  // Kept with its link, so switching locations never shows the previous location's code.
  const [qr, setQr] = useState<{ url: string; markup: string } | null>(null);
  const svg = qr && qr.url === url ? qr.markup : null;
  const [copy, setCopy] = useState<'copied' | 'failed' | null>(null);

  useEffect(() => {
    if (!url) return;
    let live = true;
    // The quiet zone the QR standard asks for, 4 modules: with 2, a printed code on a busy
    // counter display scans poorly (owner trial 8 measured the download's border).
    void QRCode.toString(url, { type: 'svg', margin: QUIET_ZONE, errorCorrectionLevel: 'M' }).then(
      (markup) => {
        if (live) setQr({ url, markup });
      },
    );
    return () => {
      live = false;
    };
  }, [url]);

  if (!locations || !organizationId) {
    return (
      <div role="status" aria-label={intl.formatMessage(messages.loading)}>
        <Skeleton shape="rect" height="12rem" />
      </div>
    );
  }
  if (!location) {
    return (
      <EmptyState
        title={intl.formatMessage(messages.none)}
        description={intl.formatMessage(messages.noneHelp)}
        level={3}
      />
    );
  }

  const onCopy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  const onDownloadPng = async (url: string) => {
    const dataUrl = await QRCode.toDataURL(url, { width: 1024, margin: QUIET_ZONE });
    const anchor = document.createElement('a');
    anchor.href = dataUrl;
    anchor.download = fileName(location.name, 'png');
    anchor.click();
  };
  const svgUrl = svg ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` : null;

  return (
    <Card title={intl.formatMessage(messages.title)} level={2}>
      <div className={styles.root}>
        <p className={styles.help}>{intl.formatMessage(messages.help)}</p>
        <Select
          label={intl.formatMessage(messages.location)}
          value={location.id}
          onChange={(key) => {
            setSelected(String(key));
            setCopy(null);
          }}
        >
          {granted.map((l) => (
            <ListBoxItem key={l.id} id={l.id}>
              {l.name}
            </ListBoxItem>
          ))}
        </Select>
        {url ? (
          <>
            <div className={styles.linkRow}>
              <TextField label={intl.formatMessage(messages.link)} value={url} isReadOnly />
              <Button variant="outline" onPress={() => void onCopy(url)}>
                <CopyIcon />
                {intl.formatMessage(messages.copy)}
              </Button>
            </div>
            <p role="status" className={styles.status}>
              {copy === 'copied' ? intl.formatMessage(messages.copied) : null}
            </p>
            {copy === 'failed' ? (
              <Alert type="warning">{intl.formatMessage(messages.copyFailed)}</Alert>
            ) : null}
            {svgUrl ? (
              <img
                className={styles.qr}
                src={svgUrl}
                alt={intl.formatMessage(messages.qrAlt, { name: location.name })}
              />
            ) : (
              <Skeleton shape="rect" width="12rem" height="12rem" />
            )}
            {/* Three actions of one rank, so one look and one baseline: two are links (a download,
                a new tab), one a button (the PNG is drawn first), all outline buttons of the size
                of "Copy link" above them. */}
            <div className={styles.actions}>
              {svgUrl ? (
                <LinkButton
                  variant="outline"
                  href={svgUrl}
                  download={fileName(location.name, 'svg')}
                >
                  {intl.formatMessage(messages.downloadSvg)}
                </LinkButton>
              ) : null}
              <Button variant="outline" onPress={() => void onDownloadPng(url)}>
                {intl.formatMessage(messages.downloadPng)}
              </Button>
              <LinkButton variant="outline" href={url} target="_blank" rel="noopener noreferrer">
                {intl.formatMessage(messages.open)}
              </LinkButton>
            </div>
          </>
        ) : (
          <Alert
            type="info"
            title={intl.formatMessage(messages.unsubscribed, { name: location.name })}
          >
            <p>{intl.formatMessage(messages.unsubscribedHelp)}</p>
            <Link href={shopHref}>{intl.formatMessage(messages.toShop)}</Link>
          </Alert>
        )}
      </div>
    </Card>
  );
}
