import { useLocations } from '@locperf/api/locations';
import { useOrganization } from '@locperf/api/organization';
import {
  fillPlaceholders,
  reviewPlaceholderValues,
  useReplyTemplates,
  type ReplyTemplate,
} from '@locperf/api/reply-templates';
import type { Review } from '@locperf/api/reviews';
import { Button } from '@locperf/ui/button';
import { Menu, MenuItem, MenuSeparator } from '@locperf/ui/menu';
import { Fragment } from 'react';
import { type MessageDescriptor } from 'react-intl';
import { useIntl } from '@locperf/features/intl';
import { messages } from './messages';

const languageNames: Record<string, MessageDescriptor> = {
  en: messages.languageEn,
  de: messages.languageDe,
  fr: messages.languageFr,
};

// Issue 18 (reply templates).
/** Templates in the review's language first, then the others, each group by name. */
export function orderTemplates(
  templates: readonly ReplyTemplate[],
  language: string,
): [ReplyTemplate[], ReplyTemplate[]] {
  const byName = (a: ReplyTemplate, b: ReplyTemplate) => a.name.localeCompare(b.name);
  const own = language.slice(0, 2).toLowerCase();
  return [
    templates.filter((t) => t.language === own).sort(byName),
    templates.filter((t) => t.language !== own).sort(byName),
  ];
}

/** Props of {@link TemplatePicker}. */
export interface TemplatePickerProps {
  organizationId: string;
  /** The review answered: its language orders the list, its facts fill the placeholders. */
  review: Review;
  /** Called with the filled text and the template's name. */
  onInsert: (text: string, name: string) => void;
  /** Where templates are managed; without it the menu offers no link there. @default undefined */
  manageHref?: string;
  isDisabled?: boolean;
}

/**
 * "Insert template": a menu of the saved templates, the review's language first (arrows move,
 * Enter inserts, Escape closes, type-ahead jumps), with the placeholders filled from the review,
 * its location and the business.
 */
export function TemplatePicker({
  organizationId,
  review,
  onInsert,
  manageHref,
  isDisabled,
}: TemplatePickerProps) {
  const intl = useIntl();
  const templates = useReplyTemplates(organizationId);
  const locations = useLocations(organizationId);
  const organization = useOrganization(organizationId);
  const values = reviewPlaceholderValues({
    authorName: review.authorName,
    rating: review.rating,
    locationName: locations.data?.find((l) => l.id === review.locationId)?.name,
    businessName: organization.data?.name,
  });
  const [own, others] = orderTemplates(templates.data ?? [], review.language);
  const option = (template: ReplyTemplate) => {
    const language = languageNames[template.language];
    const label = intl.formatMessage(messages.templateOption, {
      name: template.name,
      language: language ? intl.formatMessage(language) : template.language,
    });
    return (
      <MenuItem
        key={template.id}
        id={template.id}
        textValue={label}
        onAction={() => onInsert(fillPlaceholders(template.text, values), template.name)}
      >
        {label}
      </MenuItem>
    );
  };
  let items;
  if (templates.status === 'error') {
    items = (
      <MenuItem id="retry" onAction={() => void templates.reload()}>
        {intl.formatMessage(messages.templatesFailed)}
      </MenuItem>
    );
  } else if (!templates.data) {
    items = (
      <MenuItem id="loading" isDisabled>
        {intl.formatMessage(messages.templatesLoading)}
      </MenuItem>
    );
  } else {
    items = (
      <>
        {own.length + others.length === 0 ? (
          <MenuItem id="empty" isDisabled>
            {intl.formatMessage(messages.templatesEmpty)}
          </MenuItem>
        ) : null}
        {own.map(option)}
        {own.length && others.length ? <MenuSeparator /> : null}
        {others.map(option)}
      </>
    );
  }
  return (
    <Menu
      // Opened by keyboard while the templates load, the list starts again once they are here,
      // so the first template gets focus (it stayed on the list under load in CI).
      contentKey={templates.data ? 'ready' : templates.status}
      trigger={
        <Button variant="outline" isDisabled={isDisabled}>
          {intl.formatMessage(messages.templates)}
        </Button>
      }
    >
      {items}
      {manageHref ? (
        <Fragment>
          <MenuSeparator />
          <MenuItem id="manage" href={manageHref}>
            {intl.formatMessage(messages.templatesManage)}
          </MenuItem>
        </Fragment>
      ) : null}
    </Menu>
  );
}
