import type { ReactNode } from 'react';
import * as styles from './empty-state.css';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** Headline, e.g. "Your cart is empty". */
  title: ReactNode;
  /** Heading level, to fit the page outline. @default 2 */
  level?: 2 | 3 | 4 | 5 | 6;
  /** What to do next. @default undefined */
  description?: ReactNode;
  /** A decorative icon. @default undefined */
  icon?: ReactNode;
  /** A button or link leading on. @default undefined */
  action?: ReactNode;
}

/** What a list or page shows when it has nothing yet, with a way forward. */
export function EmptyState({ title, level = 2, description, icon, action }: EmptyStateProps) {
  const Heading = `h${level}` as const;
  return (
    <div className={styles.root}>
      {icon ? <div className={styles.icon}>{icon}</div> : null}
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
