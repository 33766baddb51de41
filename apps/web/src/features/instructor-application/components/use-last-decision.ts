import { endpoints, type DecisionWire } from '@classroom/http-contract';
import { useEffect, useState } from 'react';
import type { ApiClient } from '../../../lib/api-client';

/**
 * The admin's last decision on the caller's application, read again whenever its standing
 * changes (a rejection's reason is all the applicant needs; a failed read shows none).
 */
export function useLastDecision(api: ApiClient, status: string): DecisionWire | null {
  const [decision, setDecision] = useState<DecisionWire | null>(null);
  useEffect(() => {
    if (status !== 'rejected') return undefined;
    let current = true;
    api
      .call(endpoints.ownApplication, {})
      .then((own) => {
        if (current) setDecision(own.lastDecision);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [api, status]);
  // Only a rejection's reason is shown; an older one is kept but not offered after reapplying.
  return status === 'rejected' ? decision : null;
}
