import * as icons from '../icon/icons';
import * as styles from './foundations.css';
import { Code } from './foundations';

type IconName = keyof typeof icons;

/** One meaning per icon: a new icon without a meaning here fails the type check. */
export const iconMeanings: Record<IconName, string> = {
  CheckIcon: 'Done, selected',
  XIcon: 'Close, dismiss',
  MenuIcon: 'Open the navigation',
  CartIcon: 'Cart',
  StarIcon: 'Rating star (filled)',
  StarOutlineIcon: 'Rating star (empty)',
  StarHalfIcon: 'Rating star (half)',
  SettingsIcon: 'Settings',
  UserIcon: 'Account, profile',
  LogoutIcon: 'Sign out',
  SunIcon: 'Light mode',
  MoonIcon: 'Dark mode',
  ChevronLeftIcon: 'Previous, back',
  ChevronRightIcon: 'Next, forward',
  ChevronUpIcon: 'Collapse, sort ascending',
  ChevronDownIcon: 'Expand, sort descending',
  CalendarIcon: 'Pick a date',
  GoogleIcon: 'Google account',
  InfoIcon: 'Information',
  WarningIcon: 'Warning',
  ErrorIcon: 'Error',
  SuccessIcon: 'Success',
  SearchIcon: 'Search',
  PlusIcon: 'Add, increase',
  MinusIcon: 'Remove one, decrease',
  TrashIcon: 'Delete',
  EditIcon: 'Edit',
  CopyIcon: 'Copy',
  EyeIcon: 'Show (password)',
  EyeOffIcon: 'Hide (password)',
  GlobeIcon: 'Language',
  HomeIcon: 'Home',
  ReviewsIcon: 'Reviews',
  ShopIcon: 'Shop',
  BellIcon: 'Notifications',
  CookieIcon: 'Cookies',
  ExternalLinkIcon: 'Opens another site',
};

/** The icon set, each icon with the one meaning it stands for. */
export function Icons() {
  return (
    <ul className={styles.iconGrid}>
      {(Object.keys(iconMeanings) as IconName[]).map((name) => {
        const IconComponent = icons[name];
        return (
          <li key={name} className={styles.iconItem}>
            <IconComponent size="lg" />
            <span>
              {iconMeanings[name]}
              <br />
              <Code>{name}</Code>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
