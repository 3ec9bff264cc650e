export const dubai = {} as const;
