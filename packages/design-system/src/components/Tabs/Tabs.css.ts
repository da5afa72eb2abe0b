import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

// On narrow screens the tabs scroll sideways rather than wrap.
export const list = style({ overflowX: 'auto', overflowY: 'hidden' });

export const trigger = style({ minHeight: vars.size.touchTarget, fontWeight: vars.font.weightBold });

export const panel = style({ minWidth: 0 });
