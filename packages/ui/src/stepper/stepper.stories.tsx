import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withTheme } from '../theme/story-theme';
import { Stepper } from './stepper';

const checkout = [
  { id: 'customer', label: 'Customer' },
  { id: 'payment', label: 'Payment' },
  { id: 'success', label: 'Success' },
];

const meta = {
  title: 'UI/Stepper',
  component: Stepper,
  decorators: [withTheme],
  tags: ['autodocs'],
  args: {
    steps: checkout,
    currentStep: 'payment',
    label: 'Checkout steps',
    completedLabel: 'completed',
    onStepChange: fn(),
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Customer/ }));
    await expect(args.onStepChange).toHaveBeenCalledWith('customer');
  },
};
export const First: Story = { args: { currentStep: 'customer' } };
export const Last: Story = { args: { currentStep: 'success' } };
export const ReadOnly: Story = { args: { onStepChange: undefined } };
/**
 * In a column as narrow as a phone only the current step shows its name; the others keep their
 * numbers, and their names for screen readers (it wrapped, "1 Rechnungsempfänger" alone on a line).
 */
export const Narrow: Story = {
  args: {
    steps: [
      { id: 'customer', label: 'Rechnungsempfänger' },
      { id: 'payment', label: 'Zahlung' },
      { id: 'success', label: 'Erfolg' },
    ],
    label: 'Schritte der Kasse',
    completedLabel: 'erledigt',
  },
  render: (args) => (
    <div style={{ width: 343 }}>
      <Stepper {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: /Rechnungsempfänger/ });
    const current = canvas.getByRole('button', { name: /Zahlung/ });
    await expect(current.getBoundingClientRect().width).toBeGreaterThan(80);
    await expect(first.getBoundingClientRect().width).toBeLessThan(60);
    // One line: the three steps share a top edge.
    await expect(
      Math.abs(first.getBoundingClientRect().top - current.getBoundingClientRect().top),
    ).toBeLessThan(4);
  },
};
/**
 * At the start of a phone's checkout (a 311 px column) in French, the longest first step: the steps
 * keep one line and the current name wraps in its place (owner trial 11: "3" wrapped alone).
 */
export const NarrowFirstStep: Story = {
  args: {
    steps: [
      { id: 'customer', label: 'Destinataire de la facture' },
      { id: 'payment', label: 'Paiement' },
      { id: 'success', label: 'Succès' },
    ],
    currentStep: 'customer',
    label: 'Étapes de la commande',
    completedLabel: 'terminée',
  },
  render: (args) => (
    <div style={{ width: 311 }} lang="fr">
      <Stepper {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: /Destinataire/ });
    const last = canvas.getByRole('button', { name: /Succès/ });
    // One line: the steps share a middle (the first may be two lines of text high).
    const middle = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.top + box.height / 2;
    };
    await expect(Math.abs(middle(first) - middle(last))).toBeLessThan(4);
    await expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.querySelector('nav')!.getBoundingClientRect().right + 0.5,
    );
  },
};

export const SetupSteps: Story = {
  render: function Render(args) {
    const steps = [
      { id: 'locations', label: 'Locations' },
      { id: 'responder', label: 'Auto-Responder' },
      { id: 'notification', label: 'Notification' },
      { id: 'subscribe', label: 'Complete subscription' },
    ];
    const [current, setCurrent] = useState('notification');
    return (
      <Stepper
        {...args}
        steps={steps}
        currentStep={current}
        onStepChange={setCurrent}
        label="Setup steps"
        allowSkipAhead
      />
    );
  },
};
/** Every position. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {checkout.map((step) => (
        <Stepper
          key={step.id}
          {...args}
          currentStep={step.id}
          label={`Checkout at ${step.label}`}
        />
      ))}
    </div>
  ),
};
