import type { ReactNode } from 'react';

/** One notification as the bell's panel lists it; the app words and formats it. */
export interface NotificationPreview {
  id: string;
  /** What happened, e.g. "Crew Planner has been installed for you." */
  text: ReactNode;
  /** When it happened, formatted for the user. */
  time: string;
  /** The same moment as an ISO 8601 timestamp, for the <time> element. */
  dateTime: string;
  unread: boolean;
}

export interface NotificationBellLabels {
  /** Accessible name of the bell, including the count, e.g. "Notifications, 3 unread". */
  button: string;
  /** Title of the open panel, e.g. "Notifications". */
  heading: string;
  /** Shown in the panel when there is nothing to list, e.g. "No notifications available." */
  empty: string;
  /** Shown in the panel while the notifications load. */
  loading: string;
  /** Shown in the panel when they could not be loaded. */
  failed: string;
  /** The link to the full list, e.g. "Show all". */
  showAll: string;
  /** Read out before an unread notification, e.g. "Unread". */
  unread: string;
}

export interface NotificationBellProps {
  /** Shown on the badge; no badge at 0. Above 99 the badge reads 99+. */
  unreadCount: number;
  /** The latest notifications; undefined while they load. */
  items: readonly NotificationPreview[] | undefined;
  /** Loading them failed; the panel says so instead of listing them. */
  failed?: boolean;
  /**
   * Called when a notification in the panel is chosen, once the panel has closed and focus is back on
   * the bell: a dialog opened for the notification returns focus there.
   */
  onOpenItem: (id: string) => void;
  /** The address of the full list. */
  showAllHref: string;
  labels: NotificationBellLabels;
}
