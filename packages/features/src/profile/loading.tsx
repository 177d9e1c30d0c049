import type { ApiError } from '@locperf/api/client';
import { submitErrorMessage, useFormMessage } from '@locperf/features/forms';
import { Alert } from '@locperf/ui/alert';
import { Skeleton } from '@locperf/ui/skeleton';

/** What a profile screen shows while its data loads or when loading failed. */
export function LoadingOrError({ error }: { error: ApiError | undefined }) {
  const t = useFormMessage();
  if (error) return <Alert type="error">{t(submitErrorMessage(error))}</Alert>;
  return (
    <div>
      <Skeleton width="60%" />
      <Skeleton width="80%" />
      <Skeleton width="40%" />
    </div>
  );
}
