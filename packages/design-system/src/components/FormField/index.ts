export { FormField } from './FormField';
export type { FormFieldControlProps, FormFieldProps } from './FormField';
