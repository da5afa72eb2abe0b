import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/tokens.css';

export const root = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
