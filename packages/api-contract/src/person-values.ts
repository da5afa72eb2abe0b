/**
 * Allowed values of a person's gender and employment (spec §3, §9), in a module of their own: a crew
 * inquiry's schema reads the employments, and importing them from `profile.ts` would bring the profile's
 * schemas and the country lists into every chunk that reads a notification.
 */
export const genders = ['female', 'male'] as const;
export const employments = ['employed', 'freelance'] as const;
