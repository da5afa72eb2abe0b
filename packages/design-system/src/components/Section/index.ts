export { Section, sectionStates } from './Section';
export type { SectionLabels, SectionProps, SectionState } from './Section';
