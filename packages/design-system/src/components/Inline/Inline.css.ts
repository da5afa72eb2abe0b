import { style } from '@vanilla-extract/css';
import { flexBase } from '../../theme/flex-layout.css';

export const root = style([flexBase, { flexWrap: 'wrap' }]);

export { align, gap, justify, plainList } from '../../theme/flex-layout.css';
