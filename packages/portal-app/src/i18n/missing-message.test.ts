import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { withMissingMessageText } from './messages';

describe('a catalogue that lacks a message', () => {
  it('answers "Translation is missing" in its own language, silently, and every other message as it is', () => {
    const onError = vi.fn();
    const intl = createIntl({
      locale: 'de-DE',
      messages: withMissingMessageText({ 'profile.save': 'Speichern', 'i18n.translationMissing': 'Übersetzung fehlt' }),
      onError,
    });
    expect(intl.formatMessage({ id: 'profile.save' })).toBe('Speichern');
    expect(intl.formatMessage({ id: 'no.such.message' })).toBe('Übersetzung fehlt');
    expect(onError).not.toHaveBeenCalled();
  });

  it('says it in English when the catalogue lacks even that', () => {
    const intl = createIntl({ locale: 'en-GB', messages: withMissingMessageText({}) });
    expect(intl.formatMessage({ id: 'no.such.message' })).toBe('Translation is missing');
  });
});
