/** Server state of the customer pages (seed 001 §7 "Tenants and customers"). */
export const customerKeys = {
  all: ['customers'] as const,
};
