/**
 * The system administrator's update check (landing on the default place triggers it). Asked once per
 * page and user, quietly: a failed check is not worth an error toast.
 */
import { getUpdates } from '../api/admin';

const asked = new Set<string>();

/** The update message to show, or null (no update, already asked, or the check failed). */
export async function checkForUpdatesOnce(userId: string): Promise<string | null> {
  if (asked.has(userId)) return null;
  asked.add(userId);
  try {
    const update = await getUpdates({ ignoreErrors: true, ignoreLoading: true });
    return update.updateAvailable && update.message ? update.message : null;
  } catch {
    return null;
  }
}
