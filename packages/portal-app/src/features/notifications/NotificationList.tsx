/** Placeholder so the profile tabs compile; the notifications branch brings the real list. */
export function NotificationList() {
  return null;
}
