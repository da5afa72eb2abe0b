import type { ValidationState } from '@eventsuite/api-contract';
import { Badge, type BadgeTone } from '@eventsuite/design-system';
import { FormattedMessage } from 'react-intl';
import { filterLabels } from './admin-companies-messages';

const tones = {
  not_validated: 'neutral',
  requested: 'brand',
  validated: 'success',
  declined: 'danger',
} as const satisfies Record<ValidationState, BadgeTone>;

/** A company's verification state as a badge. */
export function StateBadge({ state }: { state: ValidationState }) {
  return (
    <Badge tone={tones[state]}>
      <FormattedMessage {...filterLabels[state]} />
    </Badge>
  );
}
