/** Account's query keys, the feature's one factory (ADR 010, ADR 030). */
export const accountKeys = {
  profile: ['account', 'profile'] as const,
};
