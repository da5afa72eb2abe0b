import { vars } from '@eventsuite/design-system';
import { style } from '@vanilla-extract/css';

// The section frame every screen made of sections shares.
export { actions as toolbar, muted, section, sectionHeading, sections } from '../../layout/Sections.css';

export const text = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

/** Instructions keep the line breaks they were written with. */
export const longText = style([text, { whiteSpace: 'pre-line' }]);

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
});

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minWidth: 0 });

export const logo = style({ flex: '0 0 auto', width: '64px', height: '64px', borderRadius: vars.radius.md });

export const gallery = style({ maxWidth: '640px' });
