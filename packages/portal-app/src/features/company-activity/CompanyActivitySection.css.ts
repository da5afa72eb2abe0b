import { vars } from '@eventsuite/design-system';
import { style } from '@vanilla-extract/css';

export const filter = style({ alignSelf: 'flex-start', maxWidth: '100%' });

export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column' });

export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});
