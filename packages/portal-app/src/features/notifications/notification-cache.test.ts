import type { LatestNotifications, Notification, NotificationPage } from '@eventsuite/api-contract';
import { describe, expect, it } from 'vitest';
import { notificationPageOptions, notificationsOf, replaceInLatest, replaceInPages } from './notification-cache';

const notification = (id: string, unread: boolean): Notification => ({
  id,
  type: 'app_installed',
  unread,
  sent: false,
  created_at: '2026-11-05T14:07:00Z',
  params: { app_name: 'Crew Planner' },
  crew_inquiry: null,
});

const page = (current: number, last: number, data: Notification[], unread: number): NotificationPage => ({
  data,
  meta: { current_page: current, last_page: last, per_page: 10, total: 12, unread_count: unread },
});

describe('notification caches', () => {
  it('asks for one page after another until the last one', () => {
    expect(notificationPageOptions(0, null)).toEqual({ query: { page: 1 } });
    expect(notificationPageOptions(1, page(1, 2, [], 0))).toEqual({ query: { page: 2 } });
    expect(notificationPageOptions(2, page(2, 2, [], 0))).toBeNull();
  });

  it('replaces a notification in the loaded pages, and the unread count follows', () => {
    const pages = [
      page(1, 2, [notification('a', true), notification('b', false)], 2),
      page(2, 2, [notification('c', true)], 2),
    ];
    const replaced = replaceInPages(pages, notification('c', false));
    expect(replaced?.[1]?.data[0]?.unread).toBe(false);
    expect(replaced?.map((each) => each.meta.unread_count)).toEqual([1, 1]);
    // Not loaded here: nothing changes.
    expect(replaceInPages(pages, notification('z', false))).toEqual(pages);
    expect(replaceInPages(undefined, notification('a', false))).toBeUndefined();
  });

  it('lowers the widget’s count also for a notification it does not list', () => {
    const latest: LatestNotifications = { data: [notification('a', true)], meta: { unread_count: 3 } };
    expect(replaceInLatest(latest, notification('a', false), true)).toEqual({
      data: [notification('a', false)],
      meta: { unread_count: 2 },
    });
    expect(replaceInLatest(latest, notification('older', false), true)?.meta.unread_count).toBe(2);
    // Answering a read inquiry changes no count.
    expect(replaceInLatest(latest, notification('older', false), false)?.meta.unread_count).toBe(3);
    expect(replaceInLatest({ data: [], meta: { unread_count: 0 } }, notification('x', false), true)?.meta).toEqual({
      unread_count: 0,
    });
  });

  it('lists each notification once, even when a page repeats one', () => {
    const pages = [
      page(1, 2, [notification('a', true), notification('b', false)], 1),
      page(2, 2, [notification('b', false), notification('c', false)], 1),
    ];
    expect(notificationsOf(pages).map((each) => each.id)).toEqual(['a', 'b', 'c']);
    expect(notificationsOf(undefined)).toEqual([]);
  });
});
