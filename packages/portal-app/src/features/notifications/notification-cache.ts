import {
  notificationsEndpoints,
  type LatestNotifications,
  type Notification,
  type NotificationPage,
} from '@eventsuite/api-contract';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { unstable_serialize } from 'swr';
import { infiniteKeyOf, type PageOptions } from '../../api/use-endpoint-infinite';

/** The list's pages: one after another until the last one the server reports. */
export const notificationPageOptions: PageOptions<typeof notificationsEndpoints.listNotifications> = (
  pageIndex,
  previousPage,
) =>
  previousPage && previousPage.meta.current_page >= previousPage.meta.last_page
    ? null
    : { query: { page: pageIndex + 1 } };

/** The request options of the top-bar widget's query, the same in every component that reads it. */
export const latestNotificationsOptions = {};

/** How the unread count changes when `next` replaces `previous`. */
function unreadDelta(previous: Notification, next: Notification): number {
  return Number(next.unread) - Number(previous.unread);
}

/** The loaded pages with one notification replaced, and the unread count following it. */
export function replaceInPages(
  pages: readonly NotificationPage[] | undefined,
  next: Notification,
): NotificationPage[] | undefined {
  if (!pages) return undefined;
  const previous = pages.flatMap((page) => page.data).find((candidate) => candidate.id === next.id);
  if (!previous) return [...pages];
  const delta = unreadDelta(previous, next);
  return pages.map((page) => ({
    data: page.data.map((candidate) => (candidate.id === next.id ? next : candidate)),
    meta: { ...page.meta, unread_count: Math.max(0, page.meta.unread_count + delta) },
  }));
}

/**
 * The widget's data with one notification replaced. The count also follows a notification that is
 * not among the latest (opened from the full list), given whether it was unread before.
 */
export function replaceInLatest(
  latest: LatestNotifications | undefined,
  next: Notification,
  wasUnread: boolean,
): LatestNotifications | undefined {
  if (!latest) return undefined;
  const delta = Number(next.unread) - Number(wasUnread);
  return {
    data: latest.data.map((candidate) => (candidate.id === next.id ? next : candidate)),
    meta: { unread_count: Math.max(0, latest.meta.unread_count + delta) },
  };
}

/** Notifications loaded once for the list, whatever their pages, newest first and each once. */
export function notificationsOf(pages: readonly NotificationPage[] | undefined): Notification[] {
  const seen = new Set<string>();
  // Offset paging: a notification arriving between two pages moves the rest down, so one may repeat.
  return (pages ?? [])
    .flatMap((page) => page.data)
    .filter((notification) => {
      if (seen.has(notification.id)) return false;
      seen.add(notification.id);
      return true;
    });
}

const latestKey = unstable_serialize([
  notificationsEndpoints.latestNotifications.method,
  notificationsEndpoints.latestNotifications.path,
  latestNotificationsOptions,
]);
const pagesKey = infiniteKeyOf(notificationsEndpoints.listNotifications, notificationPageOptions);

/**
 * Puts a changed notification (read, answered) into every cached view of it, the list's pages and
 * the top-bar widget, without asking the server again.
 */
export function useUpdateNotification() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (next: Notification, wasUnread: boolean) => {
      void mutate<NotificationPage[]>(pagesKey, (pages) => replaceInPages(pages, next), { revalidate: false });
      void mutate<LatestNotifications>(latestKey, (latest) => replaceInLatest(latest, next, wasUnread), {
        revalidate: false,
      });
    },
    [mutate],
  );
}
