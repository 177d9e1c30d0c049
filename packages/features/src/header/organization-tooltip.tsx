import { Tooltip } from '@locperf/ui/tooltip';
import type { ReactElement } from 'react';

/** Props of {@link OrganizationTooltip}. */
export interface OrganizationTooltipProps {
  content: string;
  children: ReactElement;
}

// Own chunk: only signed-in visitors see the organization, so the public pages do not ship the
// tooltip and overlay code (issue 9, initial JS budget).
/** The customer-number tooltip on the organization name. */
export function OrganizationTooltip({ content, children }: OrganizationTooltipProps) {
  return (
    <Tooltip content={content} placement="bottom">
      {children}
    </Tooltip>
  );
}
