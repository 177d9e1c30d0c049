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
  /** Borders of controls (inputs, outline buttons): 3:1 against the surfaces (1.4.11). */
  border: string;
  /**
   * Borders and dividers of surfaces (cards, table rows, sections): lighter than a control's
   * border, so a card holding fields is not a heavy box around heavy boxes. Decorative only:
   * never the only sign of a control's edge.
   */
  borderSubtle: string;
  /** Filled primary control. */
  primary: string;
  /** Hovered primary control. */
  primaryHover: string;
  /** Text on a primary fill. */
  onPrimary: string;
  /** Primary used as text or links on the background. */
  primaryText: string;
  /**
   * Secondary control: a tint of the brand secondary with its border and a dark text, so it
   * reads as one step below the solid primary (issue 20: both were solid greens, and every
   * "Show as table" or "Export CSV" shouted as loud as "Publish").
   */
  secondary: string;
  secondaryHover: string;
  onSecondary: string;
  /** Edge of a secondary control: the brand secondary, 3:1 against the surfaces (1.4.11). */
  secondaryBorder: string;
  /** Filled destructive control (brand error #ff3388 family). */
  danger: string;
  dangerHover: string;
  onDanger: string;
  /**
   * Fill and text of a disabled filled control: neutral, so a disabled primary never looks
   * like an enabled one (dimming a bright green in dark mode still looked pressable).
   */
  disabled: string;
  onDisabled: string;
  /** Focus ring, must contrast 3:1 with background and surface (WCAG 2.2, 1.4.11). */
  focusRing: string;
  /** Selected rows, options and current items: a tint that keeps `text` readable. */
  selected: string;
  /** Filled star of a rating: a meaningful graphic, so 3:1 against the background (1.4.11). */
  star: string;
  /**
   * Alert and toast tones (spec section 4, Flash messages: warning orange, success green,
   * error red). Info is blue, not the primary green: with a green primary, "info" and "success"
   * could not be told apart (issue 20). Each has a tinted surface and a text colour on it.
   */
  infoSurface: string;
  infoText: string;
  successSurface: string;
  successText: string;
  warningSurface: string;
  warningText: string;
  errorSurface: string;
  errorText: string;
}

/** The alert/toast tones, in the order the spec lists flash-message types (section 3). */
export const tones = ['error', 'warning', 'info', 'success'] as const satisfies readonly Tone[];
/** Written out, not derived from the list, so the props table can name the choices. */
export type Tone = 'error' | 'warning' | 'info' | 'success';

/** Light theme: gray "cool" (Tailwind cool gray) with green primary. */
export const lightPalette: Palette = {
  background: '#ffffff',
  surface: '#f9fafb',
  text: '#111827',
  textMuted: '#4b5563',
  border: '#6b7280',
  borderSubtle: '#d1d5db',
  primary: '#15803d',
  primaryHover: '#166534',
  onPrimary: '#ffffff',
  primaryText: '#15803d',
  secondary: '#e6f3f0',
  secondaryHover: '#cce7e1',
  onSecondary: '#1a5c4e',
  secondaryBorder: brand.secondary,
  danger: '#c0135a',
  dangerHover: '#9d0f4a',
  onDanger: '#ffffff',
  disabled: '#e5e7eb',
  onDisabled: '#6b7280',
  focusRing: '#1d4ed8',
  selected: '#dcfce7',
  // A clear amber, not the muddy #b45309; 3.1:1 on the surface, 3.3:1 on the background.
  star: '#cf7a00',
  infoSurface: '#eff6ff',
  infoText: '#1e40af',
  successSurface: '#ecfdf5',
  successText: '#065f46',
  warningSurface: '#fffbeb',
  warningText: '#92400e',
  errorSurface: '#fff1f6',
  errorText: '#9d0f4a',
};

/** Dark theme. */
export const darkPalette: Palette = {
  background: '#111827',
  surface: '#1f2937',
  text: '#f3f4f6',
  textMuted: '#d1d5db',
  border: '#9ca3af',
  borderSubtle: '#374151',
  primary: '#4ade80',
  primaryHover: '#86efac',
  onPrimary: '#052e16',
  primaryText: '#4ade80',
  secondary: '#123c37',
  secondaryHover: '#1a524b',
  onSecondary: '#99f6e4',
  secondaryBorder: '#2dd4bf',
  danger: brand.error,
  dangerHover: '#ff66a6',
  onDanger: '#1a0010',
  disabled: '#374151',
  onDisabled: '#9ca3af',
  focusRing: '#93c5fd',
  selected: '#14532d',
  star: '#fbbf24',
  infoSurface: '#172554',
  infoText: '#c7d2fe',
  successSurface: '#022c22',
  successText: '#6ee7b7',
  warningSurface: '#451a03',
  warningText: '#fcd34d',
  errorSurface: '#4a0420',
  errorText: '#ff99c4',
};
