import { createIcon } from './icon';

// A small local set drawn on a 24×24 grid (spec section 7, Icons: bundled, no network needed).
// Each icon is its own pure export, so a bundle contains only the icons it imports.

export const CheckIcon = /* @__PURE__ */ createIcon('check', <path d="M20 6 9 17l-5-5" />);
export const XIcon = /* @__PURE__ */ createIcon('x', <path d="M18 6 6 18M6 6l12 12" />);
export const MenuIcon = /* @__PURE__ */ createIcon('menu', <path d="M4 6h16M4 12h16M4 18h16" />);
export const CartIcon = /* @__PURE__ */ createIcon(
  'cart',
  <>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L21 8H6" />
  </>,
);
const starPath = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 17.3l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z';
export const StarIcon = /* @__PURE__ */ createIcon('star', <path d={starPath} />, true);
export const StarOutlineIcon = /* @__PURE__ */ createIcon('star-outline', <path d={starPath} />);
export const StarHalfIcon = /* @__PURE__ */ createIcon(
  'star-half',
  <>
    <path d={starPath} fill="none" stroke="currentColor" strokeWidth={2} />
    <path d="M12 2.5v14.8l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z" />
  </>,
  true,
);
export const SettingsIcon = /* @__PURE__ */ createIcon(
  'settings',
  <>
    {/* A toothed gear, not rays: the rayed shape was nearly the Sun icon (issue 20). */}
    <path d="M12.22 2h-.44a2 2 0 0 0-2 2v.18a2 2 0 0 1-1 1.73l-.43.25a2 2 0 0 1-2 0l-.15-.08a2 2 0 0 0-2.73.73l-.22.38a2 2 0 0 0 .73 2.73l.15.1a2 2 0 0 1 1 1.72v.51a2 2 0 0 1-1 1.74l-.15.09a2 2 0 0 0-.73 2.73l.22.38a2 2 0 0 0 2.73.73l.15-.08a2 2 0 0 1 2 0l.43.25a2 2 0 0 1 1 1.73V20a2 2 0 0 0 2 2h.44a2 2 0 0 0 2-2v-.18a2 2 0 0 1 1-1.73l.43-.25a2 2 0 0 1 2 0l.15.08a2 2 0 0 0 2.73-.73l.22-.39a2 2 0 0 0-.73-2.73l-.15-.08a2 2 0 0 1-1-1.74v-.5a2 2 0 0 1 1-1.74l.15-.09a2 2 0 0 0 .73-2.73l-.22-.38a2 2 0 0 0-2.73-.73l-.15.08a2 2 0 0 1-2 0l-.43-.25a2 2 0 0 1-1-1.73V4a2 2 0 0 0-2-2z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const UserIcon = /* @__PURE__ */ createIcon(
  'user',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);
export const LogoutIcon = /* @__PURE__ */ createIcon(
  'logout',
  <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />,
);
export const SunIcon = /* @__PURE__ */ createIcon(
  'sun',
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
);
export const MoonIcon = /* @__PURE__ */ createIcon(
  'moon',
  <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />,
);
export const ChevronLeftIcon = /* @__PURE__ */ createIcon(
  'chevron-left',
  <path d="m15 18-6-6 6-6" />,
);
export const ChevronRightIcon = /* @__PURE__ */ createIcon(
  'chevron-right',
  <path d="m9 18 6-6-6-6" />,
);
export const ChevronUpIcon = /* @__PURE__ */ createIcon('chevron-up', <path d="m18 15-6-6-6 6" />);
export const ChevronDownIcon = /* @__PURE__ */ createIcon(
  'chevron-down',
  <path d="m6 9 6 6 6-6" />,
);
export const CalendarIcon = /* @__PURE__ */ createIcon(
  'calendar',
  <>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </>,
);
export const GoogleIcon = /* @__PURE__ */ createIcon(
  'google',
  <path d="M21 12.2c0-.7-.1-1.3-.2-1.9H12v3.6h5a4.3 4.3 0 0 1-1.9 2.8v2.3h3A9 9 0 0 0 21 12.2zM12 21c2.5 0 4.6-.8 6.1-2.3l-3-2.3c-.8.6-1.9.9-3.1.9-2.4 0-4.4-1.6-5.1-3.8H3.8v2.4A9 9 0 0 0 12 21zM6.9 13.5a5.4 5.4 0 0 1 0-3.4V7.7H3.8a9 9 0 0 0 0 8.1zM12 6.6c1.3 0 2.5.5 3.5 1.4l2.6-2.6A9 9 0 0 0 3.8 7.7l3.1 2.4C7.6 8 9.6 6.6 12 6.6z" />,
  true,
);
export const InfoIcon = /* @__PURE__ */ createIcon(
  'info',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 16v-5M12 8h.01" />
  </>,
);
export const WarningIcon = /* @__PURE__ */ createIcon(
  'warning',
  <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01" />,
);
export const ErrorIcon = /* @__PURE__ */ createIcon(
  'error',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m15 9-6 6M9 9l6 6" />
  </>,
);
export const SuccessIcon = /* @__PURE__ */ createIcon(
  'success',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12 3 3 5-6" />
  </>,
);
export const SearchIcon = /* @__PURE__ */ createIcon(
  'search',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);
export const PlusIcon = /* @__PURE__ */ createIcon('plus', <path d="M12 5v14M5 12h14" />);
export const MinusIcon = /* @__PURE__ */ createIcon('minus', <path d="M5 12h14" />);
export const TrashIcon = /* @__PURE__ */ createIcon(
  'trash',
  <path d="M3 6h18M8 6V4h8v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6M10 11v6M14 11v6" />,
);
export const EditIcon = /* @__PURE__ */ createIcon(
  'edit',
  <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />,
);
export const CopyIcon = /* @__PURE__ */ createIcon(
  'copy',
  <>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
  </>,
);
export const EyeIcon = /* @__PURE__ */ createIcon(
  'eye',
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = /* @__PURE__ */ createIcon(
  'eye-off',
  <path d="M9.9 4.2A9.6 9.6 0 0 1 12 4c6.4 0 10 8 10 8a17 17 0 0 1-2.2 3.2M6.6 6.6A17 17 0 0 0 2 12s3.6 8 10 8a9.4 9.4 0 0 0 5.4-1.6M14.1 14.1a3 3 0 1 1-4.2-4.2M2 2l20 20" />,
);
export const GlobeIcon = /* @__PURE__ */ createIcon(
  'globe',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </>,
);
export const HomeIcon = /* @__PURE__ */ createIcon(
  'home',
  <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />,
);
export const ReviewsIcon = /* @__PURE__ */ createIcon(
  'reviews',
  <>
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
    <path d="m12 7 1 2 2 .3-1.5 1.4.4 2.1L12 11.8l-1.9 1 .4-2.1L9 9.3l2-.3z" />
  </>,
);
export const ShopIcon = /* @__PURE__ */ createIcon(
  'shop',
  <path d="M4 9h16l-1-5H5zM4 9v11h16V9M9 20v-6h6v6M4 9a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0A2.7 2.7 0 0 0 20 9" />,
);
export const BellIcon = /* @__PURE__ */ createIcon(
  'bell',
  <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.9 1.9 0 0 0 3.4 0" />,
);
export const CookieIcon = /* @__PURE__ */ createIcon(
  'cookie',
  <>
    <path d="M12 3a9 9 0 1 0 9 9 4 4 0 0 1-5-4 4 4 0 0 1-4-5z" />
    <path d="M8.5 8.5h.01M16 15.5h.01M12 12h.01M11 17h.01M7 14h.01" />
  </>,
);
export const ExternalLinkIcon = /* @__PURE__ */ createIcon(
  'external-link',
  <path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />,
);
