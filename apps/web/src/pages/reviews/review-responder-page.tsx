import { useSession } from '@locperf/api/auth';
import { BoosterConfig } from '@locperf/features/booster-config';
import { ReplyTemplates } from '@locperf/features/reply-templates';
import { ResponderSettingsForm } from '@locperf/features/responder-settings';
import { useProfile } from '@locperf/api/profile';
import { SetupHelper } from '@locperf/features/setup-helper';
import { FormattedMessage } from 'react-intl';
import { useUnsavedChanges } from '../accounts/use-unsaved-changes';
import * as styles from './reviews-pages.css';

/**
 * /settings/review-responder (issue 7): setup helper, responder settings with the AI quota,
 * reply templates (issue 18), booster.
 */
export function ReviewResponderPage() {
  const { data: session } = useSession();
  const organizationId = session?.organization.id ?? null;
  const { data: profile } = useProfile();
  const unsaved = useUnsavedChanges();
  return (
    <div className={styles.stack}>
      <h1>
        <FormattedMessage id="page.reviewResponder.title" defaultMessage="Review responder" />
      </h1>
      <SetupHelper organizationId={organizationId} />
      <ResponderSettingsForm
        organizationId={organizationId}
        onDirtyChange={unsaved.onDirtyChange}
        moreQuotaHref="/shop"
        timeZone={profile?.timezone}
      />
      {unsaved.dialog}
      {/* The reply editor's "Manage templates" lands here (#reply-templates, issue 18). */}
      <div id="reply-templates">
        <ReplyTemplates organizationId={organizationId} />
      </div>
      {/* The side navigation's "Review booster" entry lands here (#booster). */}
      <div id="booster">
        <BoosterConfig organizationId={organizationId} shopHref="/shop" />
      </div>
    </div>
  );
}
