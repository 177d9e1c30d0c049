/**
 * Raw colour values of the two themes (spec section 9). Kept apart from the vanilla-extract
 * files so the contrast test can check every pair without a CSS build.
 *
 * Primary is green, not cyan: the spec names green as the default primary colour and cyan only
 * in one place of the code it describes; green also matches the secondary #298471 family.
 */
export const brand = {
  secondary: '#298471',
  success: '#10B981',
  warning: '#F59E0B',
  error: '#ff3388',
} as const;

export interface Palette {
  /** Page background. */
  background: string;
  /** Raised surfaces (cards, popovers). */
  surface: string;
  /** Body text. */
  text: string;
  /** Secondary text (captions, footers). */
  textMuted: string;
  /** Borders of controls. */
  border: string;
  /** Filled primary control. */
  primary: string;
  /** Hovered primary control. */
  primaryHover: string;
  /** Text on a primary fill. */
  onPrimary: string;
  /** Primary used as text or links on the background. */
  primaryText: string;
  /** Filled secondary control. */
  secondary: string;
  secondaryHover: string;
  onSecondary: string;
  /** Filled destructive control (brand error #ff3388 family). */
  danger: string;
  dangerHover: string;
  onDanger: string;
  /** Focus ring, must contrast 3:1 with background and surface (WCAG 2.2, 1.4.11). */
  focusRing: string;
}

/** Light theme: gray "cool" (Tailwind cool gray) with green primary. */
export const lightPalette: Palette = {
  background: '#ffffff',
  surface: '#f9fafb',
  text: '#111827',
  textMuted: '#4b5563',
  border: '#6b7280',
  primary: '#15803d',
  primaryHover: '#166534',
  onPrimary: '#ffffff',
  primaryText: '#15803d',
  secondary: brand.secondary,
  secondaryHover: '#1f6a5a',
  onSecondary: '#ffffff',
  danger: '#c0135a',
  dangerHover: '#9d0f4a',
  onDanger: '#ffffff',
  focusRing: '#1d4ed8',
};

/** Dark theme. */
export const darkPalette: Palette = {
  background: '#111827',
  surface: '#1f2937',
  text: '#f3f4f6',
  textMuted: '#d1d5db',
  border: '#9ca3af',
  primary: '#4ade80',
  primaryHover: '#86efac',
  onPrimary: '#052e16',
  primaryText: '#4ade80',
  secondary: '#5eead4',
  secondaryHover: '#99f6e4',
  onSecondary: '#042f2e',
  danger: brand.error,
  dangerHover: '#ff66a6',
  onDanger: '#1a0010',
  focusRing: '#93c5fd',
};
