import { vars } from '@eventsuite/design-system';
import { style } from '@vanilla-extract/css';

export const state = style({
  alignSelf: 'flex-start',
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  background: vars.color.surfaceSunken,
  selectors: {
    '&[data-state="validated"]': { background: vars.color.successSoft },
    '&[data-state="requested"]': { background: vars.color.brandSoft },
    '&[data-state="declined"]': { background: vars.color.failureSoft },
  },
});

export const subheading = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const checkItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  color: vars.color.text,
});

export const checkText = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.sm, alignItems: 'baseline' });

const icon = style({ flex: 'none', width: '1.25em', height: '1.25em', marginTop: '0.1em' });
export const passed = style([icon, { color: vars.color.success }]);
export const failed = style([icon, { color: vars.color.failure }]);

export const historyEntry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingLeft: vars.space.md,
  borderLeft: `3px solid ${vars.color.border}`,
});

export const reasons = style({ margin: 0, paddingLeft: vars.space.lg, color: vars.color.text });

/** An administrator's reason for a failed item, on a line of its own below the item. */
export const checkReason = style({ flexBasis: '100%', margin: 0 });
