/** `deviceProfileId` → `device-profile-id` (single-capital camelCase only). */
export function toKebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`);
}
