import { style } from '@vanilla-extract/css';
import { vars } from '@eventsuite/design-system';

export const definitions = style({ margin: 0, display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const definition = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const code = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', overflowWrap: 'anywhere' });
/** A PEM block: its lines as they are, scrolling sideways on a narrow screen rather than breaking. */
export const pem = style({
  margin: `${vars.space.xs} 0 0`,
  whiteSpace: 'pre',
  overflowX: 'auto',
  fontSize: '0.8125rem',
});
export const subheading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.font.sizeMd });
export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.sm });
export const item = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
});
export const inlineForm = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });
export const inline = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', margin: 0 });
