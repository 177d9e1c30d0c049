import { Link } from '@locperf/ui/link';
import type { Token, Tokens } from 'marked';
import { Fragment, useMemo, type ReactNode } from 'react';
import { defineMessages } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import * as styles from './legal-page.css';
import { parseDocument, safeHref, type DocumentHeading } from './markdown';

const messages = defineMessages({
  toc: { id: 'legal.toc', defaultMessage: 'Contents' },
});

/** Props of {@link LegalDocument}. */
export interface LegalDocumentProps {
  /** The Markdown source (an operator's content file). Raw HTML in it is shown as text. */
  markdown: string;
}

function renderInline(tokens: Token[] | undefined): ReactNode[] {
  return (tokens ?? []).map((token, index) => {
    switch (token.type) {
      case 'strong':
        return <strong key={index}>{renderInline((token as Tokens.Strong).tokens)}</strong>;
      case 'em':
        return <em key={index}>{renderInline((token as Tokens.Em).tokens)}</em>;
      case 'del':
        return <del key={index}>{renderInline((token as Tokens.Del).tokens)}</del>;
      case 'codespan':
        return <code key={index}>{(token as Tokens.Codespan).text}</code>;
      case 'br':
        return <br key={index} />;
      case 'link': {
        const link = token as Tokens.Link;
        const href = safeHref(link.href);
        const children = renderInline(link.tokens);
        if (!href) return <Fragment key={index}>{children}</Fragment>;
        const external = /^https?:/.test(href);
        return (
          <Link
            key={index}
            href={href}
            target={external ? '_blank' : undefined}
            rel={external ? 'noopener noreferrer' : undefined}
          >
            {children}
          </Link>
        );
      }
      case 'text': {
        const text = token as Tokens.Text;
        return text.tokens ? (
          <Fragment key={index}>{renderInline(text.tokens)}</Fragment>
        ) : (
          <Fragment key={index}>{decodeEntities(text.text)}</Fragment>
        );
      }
      case 'escape':
        return <Fragment key={index}>{decodeEntities((token as Tokens.Escape).text)}</Fragment>;
      default:
        // html, images and anything unknown: their source as plain text, never markup.
        return <Fragment key={index}>{token.raw}</Fragment>;
    }
  });
}

/** marked escapes some characters in text tokens; React escapes again, so undo marked's. */
function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

function renderBlocks(
  tokens: Token[],
  headings: Map<Tokens.Heading, DocumentHeading>,
): ReactNode[] {
  return tokens.map((token, index) => {
    switch (token.type) {
      case 'heading': {
        const heading = token as Tokens.Heading;
        const meta = headings.get(heading);
        // h1 is the page title; document headings start one level below it.
        const level = Math.min(6, Math.max(2, heading.depth + 1));
        const Tag = `h${level}` as 'h2';
        return (
          <Tag key={index} id={meta?.id} className={styles.heading}>
            {renderInline(heading.tokens)}
          </Tag>
        );
      }
      case 'paragraph':
        return <p key={index}>{renderInline((token as Tokens.Paragraph).tokens)}</p>;
      case 'list': {
        const list = token as Tokens.List;
        const items = list.items.map((item, i) => (
          <li key={i}>{renderBlocks(item.tokens, headings)}</li>
        ));
        return list.ordered ? <ol key={index}>{items}</ol> : <ul key={index}>{items}</ul>;
      }
      case 'blockquote':
        return (
          <blockquote key={index}>
            {renderBlocks((token as Tokens.Blockquote).tokens, headings)}
          </blockquote>
        );
      case 'code':
        return (
          <pre key={index}>
            <code>{(token as Tokens.Code).text}</code>
          </pre>
        );
      case 'hr':
        return <hr key={index} />;
      case 'space':
        return null;
      case 'text': {
        // Tight list items hold text blocks with inline tokens.
        const text = token as Tokens.Text;
        return (
          <Fragment key={index}>{text.tokens ? renderInline(text.tokens) : text.text}</Fragment>
        );
      }
      default:
        // html blocks, tables and the rest: shown as their source text, never injected.
        return (
          <p key={index} className={styles.raw}>
            {token.raw}
          </p>
        );
    }
  });
}

// Rendered from Markdown as React elements; no HTML string is ever injected. The contents links
// reach the heading anchors through the shell's hash scroll (spec section 2).
/**
 * Shows a legal text (imprint, privacy policy, terms of use) with a table of contents that jumps to
 * each heading. Use it for long texts a visitor may need to search through. The prop that matters:
 * `markdown`, the text itself.
 */
export function LegalDocument({ markdown }: LegalDocumentProps) {
  const intl = useIntl();
  const { tokens, headings } = useMemo(() => parseDocument(markdown), [markdown]);
  const toc = [...headings.values()].filter((h) => h.depth <= 2);
  return (
    <div className={styles.document}>
      {toc.length > 1 ? (
        <nav aria-label={intl.formatMessage(messages.toc)} className={styles.toc}>
          <h2 className={styles.tocTitle}>{intl.formatMessage(messages.toc)}</h2>
          <ol>
            {toc.map((heading) => (
              <li key={heading.id}>
                <Link href={`#${heading.id}`}>{heading.text}</Link>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div>{renderBlocks(tokens, headings)}</div>
    </div>
  );
}
