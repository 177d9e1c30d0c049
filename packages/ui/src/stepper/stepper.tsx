import { useRef } from 'react';
import { Button, type KeyboardEvent } from 'react-aria-components';
import { CheckIcon } from '../icon/icons';
import * as styles from './stepper.css';

/** One step. */
export interface StepperStep {
  /** Key, passed to `onStepChange`. */
  id: string;
  /** Visible, translated name (e.g. "Customer", "Payment"). */
  label: string;
}

/** Props of {@link Stepper}. */
export interface StepperProps {
  /** The steps in order, e.g. checkout's customer, payment and success: each an `id` and a visible `label`. */
  steps: ReadonlyArray<StepperStep>;
  /** Id of the current step. */
  currentStep: string;
  /**
   * Called when the user picks a step. Completed steps (before the current one) can always be
   * revisited; later steps only with `allowSkipAhead`. Without it the steps are not
   * pressable. @default undefined
   */
  onStepChange?: (id: string) => void;
  /** Whether later steps can be picked too. @default false */
  allowSkipAhead?: boolean;
  /** Accessible name of the navigation, e.g. "Checkout steps". */
  label: string;
  /** Added to a completed step's name for screen readers, e.g. "completed". @default undefined */
  completedLabel?: string;
}

/**
 * Progress through ordered steps (checkout tabs, review-responder setup). The current step has
 * `aria-current="step"`; Left/Right arrows move between pressable steps, Enter picks one.
 */
export function Stepper({
  steps,
  currentStep,
  onStepChange,
  allowSkipAhead = false,
  label,
  completedLabel,
}: StepperProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const currentIndex = Math.max(
    0,
    steps.findIndex((s) => s.id === currentStep),
  );

  // Roving focus between the enabled step buttons, like a toolbar.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') {
      event.continuePropagation();
      return;
    }
    const list = listRef.current;
    if (!list) return;
    const buttons = [...list.querySelectorAll<HTMLButtonElement>('button:not([disabled])')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const rtl = getComputedStyle(list).direction === 'rtl';
    const forward = (event.key === 'ArrowRight') !== rtl;
    const next = buttons[(at + (forward ? 1 : -1) + buttons.length) % buttons.length];
    next?.focus();
    event.preventDefault();
  };

  return (
    <nav aria-label={label} className={styles.nav}>
      <ol ref={listRef} className={styles.list}>
        {steps.map((step, index) => {
          const isComplete = index < currentIndex;
          const isCurrent = index === currentIndex;
          const pressable =
            onStepChange !== undefined && !isCurrent && (isComplete || allowSkipAhead);
          return (
            <li
              key={step.id}
              className={`${styles.item} ${isComplete ? styles.complete : ''} ${isCurrent ? styles.currentItem : ''}`}
            >
              {index > 0 ? <span className={styles.separator} aria-hidden="true" /> : null}
              <Button
                className={styles.step}
                aria-current={isCurrent ? 'step' : undefined}
                isDisabled={!pressable}
                onKeyDown={onKeyDown}
                onPress={() => onStepChange?.(step.id)}
              >
                <span className={styles.marker} aria-hidden="true">
                  {isComplete ? <CheckIcon size="sm" /> : index + 1}
                </span>
                <span className={styles.label}>{step.label}</span>
                {isComplete && completedLabel ? (
                  <span className={styles.visuallyHidden}>{completedLabel}</span>
                ) : null}
              </Button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
