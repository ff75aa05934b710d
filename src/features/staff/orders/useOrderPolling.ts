import { useEffect, useRef, useState } from 'react';
import { apiCall } from '~/features/login/apiCall.ts';
import { formatCount } from '~/shared/i18n/format.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import type { LatestOrders } from '~/shared/contract/staff/orders.ts';

/** How often the page asks for new orders while it is visible. */
export const POLL_MS = 20_000;

/**
 * Asks `/v1/staff/orders/latest` every 20 s while the tab is visible (and at once when it becomes visible again):
 * how many orders came after `seenId`. Puts that count in the tab title, `(2) …`, until `seen` is called.
 */
export function useOrderPolling(initialSeenId: number, locale: Locale) {
  const [seenId, setSeenId] = useState(initialSeenId);
  const [latest, setLatest] = useState<LatestOrders | null>(null);
  const title = useRef<string | null>(null);
  const arrived = latest && latest.latestId > seenId ? latest.newer : 0;

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      clearTimeout(timer);
      if (document.visibilityState === 'visible') {
        try {
          const answer = await apiCall<LatestOrders>(`/v1/staff/orders/latest?after=${seenId}`, { toasts: false });
          if (!stopped) setLatest(answer);
        } catch {
          // Offline for a moment, or signed out (the client goes to the login page): the next round tries again.
        }
      }
      if (!stopped) timer = setTimeout(poll, POLL_MS);
    };
    timer = setTimeout(poll, POLL_MS);
    const onVisible = () => document.visibilityState === 'visible' && void poll();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [seenId]);

  useEffect(() => {
    title.current ??= document.title;
    document.title = arrived > 0 ? `(${formatCount(locale, arrived)}) ${title.current}` : title.current;
  }, [arrived, locale]);

  return {
    /** Orders placed since the page last showed the list. */
    arrived,
    /** The list now shows everything up to the latest order. */
    seen: (latestId: number) => {
      setSeenId((id) => Math.max(id, latestId));
      setLatest(null);
    },
    latestId: latest?.latestId ?? seenId,
  };
}
