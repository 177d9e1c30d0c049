import { useSession } from '@locperf/api/auth';
import { BoosterConfig } from '@locperf/features/booster-config';
import { ResponderSettingsForm } from '@locperf/features/responder-settings';
import { SetupHelper } from '@locperf/features/setup-helper';
import { FormattedMessage } from 'react-intl';
import { useUnsavedChanges } from '../accounts/use-unsaved-changes';
import * as styles from './reviews-pages.css';

/** /settings/review-responder (issue 7): setup helper, responder settings, booster. */
export function ReviewResponderPage() {
  const { data: session } = useSession();
  const organizationId = session?.organization.id ?? null;
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
      />
      {unsaved.dialog}
      {/* The side navigation's "Review booster" entry lands here (#booster). */}
      <div id="booster">
        <BoosterConfig organizationId={organizationId} shopHref="/shop" />
      </div>
    </div>
  );
}
