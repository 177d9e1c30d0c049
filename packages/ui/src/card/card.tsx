import { useId, type ReactNode } from 'react';
import * as styles from './card.css';

/** Props of {@link Card}. */
export interface CardProps {
  /** Heading; with it the card is a labelled region of the page outline. @default undefined */
  title?: ReactNode;
  /** Heading level, to fit the page outline. @default 2 */
  level?: 2 | 3 | 4 | 5 | 6;
  /** Line under the title. @default undefined */
  description?: ReactNode;
  /** Body. */
  children: ReactNode;
  /** Actions row at the bottom. @default undefined */
  footer?: ReactNode;
}

/** A bordered surface grouping related content (a product, a location, a plan). */
export function Card({ title, level = 2, description, children, footer }: CardProps) {
  const id = useId();
  const Heading = `h${level}` as const;
  return (
    <section className={styles.card} aria-labelledby={title ? id : undefined}>
      {title || description ? (
        <div className={styles.header}>
          {title ? (
            <Heading id={id} className={styles.title}>
              {title}
            </Heading>
          ) : null}
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
      ) : null}
      {children}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </section>
  );
}
