/** Placeholder so the profile tabs compile; the settings branch brings the real form. */
export function SettingsForm() {
  return null;
}
