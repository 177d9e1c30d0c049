// jest-dom matchers (toBeInTheDocument, toHaveFocus…) on vitest's expect, for typecheck.
import '@testing-library/jest-dom/vitest';
