/** Server state of the customer pages. */
export const customerKeys = {
  all: ['customers'] as const,
};
