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
