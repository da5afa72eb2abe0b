import { describe, expect, it } from 'vitest';
import { containing, storyText } from './story-text';

describe('storyText', () => {
  it('reads a message id in the story language, English unless the globals say German', () => {
    expect(storyText({})('profile.save')).toBe('Save');
    expect(storyText({ locale: 'en' })('profile.save')).toBe('Save');
    expect(storyText({ locale: 'de' })('profile.save')).toBe('Speichern');
  });

  it('formats values and reads rich-text tags as their text', () => {
    expect(storyText({ locale: 'de' })('dashboard.greeting', { firstName: 'Pia' })).toBe('Hallo, Pia');
    expect(storyText({ locale: 'en' })('notifications.unreadTitle', { title: 'Crew inquiry' })).toBe(
      'Unread: Crew inquiry',
    );
  });

  it('throws for an id the catalogue lacks, and for missing values', () => {
    // @ts-expect-error -- not a message id
    expect(() => storyText({})('profile.nope')).toThrow(/no message 'profile.nope'/);
    expect(() => storyText({})('dashboard.greeting')).toThrow();
  });

  it('reads the contract catalogue and display names in the story language', () => {
    const t = storyText({ locale: 'de' });
    expect(t.field('first_name')).toBe('Vorname');
    expect(t.validation('required', 'first_name')).toBe('Das Feld „Vorname“ darf nicht leer sein.');
    expect(t.validation('invalid_email')).toBe('Ungültige E-Mail-Adresse');
    expect(() => t.validation('required')).toThrow(/names a field/);
    expect(t.account('ownsCompany')).toMatch(/^Sie sind Inhaber einer Firma/);
    expect(t.country('CH')).toBe('Schweiz');
    expect(storyText({}).country('CH')).toBe('Switzerland');
    expect(t.language('fr')).toBe('Französisch');
    expect(t.weekday(1)).toBe('Montag');
    expect(storyText({}).weekday(0, 'short')).toBe('Sun');
  });
});

describe('containing', () => {
  it('matches the text verbatim anywhere, its special characters literally', () => {
    expect('Hint. The file can not be larger than 3MB. More').toMatch(containing('larger than 3MB.'));
    expect('larger than 3MBx').not.toMatch(containing('larger than 3MB.'));
    expect('(a+b)?').toMatch(containing('(a+b)?'));
  });
});
