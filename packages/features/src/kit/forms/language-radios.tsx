import { userLanguages, type UserLanguage } from '@locperf/api/auth';
import { Radio, RadioGroup } from '@locperf/ui/radio-group';

/** Each language in its own tongue (endonyms), so a reader finds theirs whatever the UI shows. */
const languageNames: Record<UserLanguage, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
};

/** Props of {@link LanguageRadios}. */
export interface LanguageRadiosProps {
  label: string;
  value: string;
  onChange: (language: UserLanguage) => void;
  name?: string;
  errorMessage?: string;
}

// The locales of spec section 9.
/** The three languages as radio buttons; arrow keys switch. */
export function LanguageRadios({
  label,
  value,
  onChange,
  name = 'language',
  errorMessage,
}: LanguageRadiosProps) {
  return (
    <RadioGroup
      label={label}
      name={name}
      value={value}
      orientation="horizontal"
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
      onChange={(next) => onChange(next as UserLanguage)}
    >
      {userLanguages.map((code) => (
        <Radio key={code} value={code}>
          <span lang={code}>{languageNames[code]}</span>
        </Radio>
      ))}
    </RadioGroup>
  );
}
