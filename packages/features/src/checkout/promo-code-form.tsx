import { checkoutRequestSchema } from '@locperf/api/checkout';
import { type SchemaForm, useTextFieldProps } from '@locperf/features/forms';
import { Button } from '@locperf/ui/button';
import { Form } from '@locperf/ui/form';
import { TextField } from '@locperf/ui/text-field';
import { useRef } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import * as z from 'zod/mini';
import * as styles from './checkout.css';

const declared = defineMessages({
  promo: { id: 'checkout.promo.label', defaultMessage: 'Promo code' },
  promoApply: { id: 'checkout.promo.apply', defaultMessage: 'Apply' },
  promoRemove: { id: 'checkout.promo.remove', defaultMessage: 'Remove promo code' },
  promoApplied: { id: 'checkout.promo.applied', defaultMessage: 'Promo code {code} applied.' },
  promoChecking: { id: 'checkout.promo.checking', defaultMessage: 'Checking…' },
});
// react-intl 12 infers no value types from defineMessages, so values would not type-check.
const messages: Record<keyof typeof declared, MessageDescriptor> = declared;

/**
 * The promo code as the checkout request takes it: `@locperf/api` has no promo-code input schema
 * of its own (its `promoCodeSchema` is the answer's shape), so the field's rule is the one of
 * the request body, which the mock checks for its 422 too.
 */
export const promoCodeFormSchema = z.object({ promoCode: checkoutRequestSchema.shape.promoCode });

/** The promo form's values. */
export type PromoCodeValues = { promoCode: string };

/** Props of {@link PromoCodeForm}. */
export interface PromoCodeFormProps {
  /**
   * The form state (`useSchemaForm` with {@link promoCodeFormSchema}), held by the wizard so a
   * typed code outlives a visit to the recipient step.
   */
  form: SchemaForm<PromoCodeValues>;
  /** The code the current checkout session was made with, or null. */
  applied: string | null;
  /** A session is being created (apply or remove). */
  busy: boolean;
  /** Starts the session again without a code. */
  onRemove: () => void;
}

/**
 * The promo code of the payment step: applying it makes a new checkout session; a code the
 * server refuses shows on the field (its 422), and what was typed stays.
 */
export function PromoCodeForm({ form, applied, busy, onRemove }: PromoCodeFormProps) {
  const intl = useIntl();
  const field = useTextFieldProps(form);
  const row = useRef<HTMLDivElement>(null);
  return (
    <Form
      validationBehavior="aria"
      aria-label={intl.formatMessage(messages.promo)}
      onSubmit={form.handleSubmit}
    >
      <div className={styles.promoRow} ref={row}>
        <TextField
          {...field('promoCode')}
          label={intl.formatMessage(messages.promo)}
          description={
            applied ? intl.formatMessage(messages.promoApplied, { code: applied }) : undefined
          }
        />
        <Button
          type="submit"
          variant="outline"
          isPending={busy}
          pendingLabel={intl.formatMessage(messages.promoChecking)}
        >
          {intl.formatMessage(messages.promoApply)}
        </Button>
        {applied ? (
          <Button
            variant="outline"
            onPress={() => {
              form.reset({ promoCode: '' });
              onRemove();
              // The pressed button goes with the code: focus waits in the emptied field, not on
              // <body> (owner trial, keyboard only).
              row.current?.querySelector('input')?.focus();
            }}
          >
            {intl.formatMessage(messages.promoRemove)}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
