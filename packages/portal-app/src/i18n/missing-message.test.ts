import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { translationMissingMessage } from './common-messages';
import english from './en.json';
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

  it("uses the English catalogue's words, which the source declares", () => {
    const intl = createIntl({ locale: 'en-GB', messages: withMissingMessageText(english) });
    expect(intl.formatMessage({ id: 'no.such.message' })).toBe(translationMissingMessage.defaultMessage);
  });
});
