/** Acknowledge and clear an alarm: all the dashboard's alarm widgets need, without the list schemas. */
import { http, type RequestOptions } from './http';

/** POST /api/alarm/{alarmId}/ack */
export function ackAlarm(alarmId: string, opts?: RequestOptions): Promise<void> {
  return http.post(`/api/alarm/${encodeURIComponent(alarmId)}/ack`, undefined, undefined, opts);
}

/** POST /api/alarm/{alarmId}/clear */
export function clearAlarm(alarmId: string, opts?: RequestOptions): Promise<void> {
  return http.post(`/api/alarm/${encodeURIComponent(alarmId)}/clear`, undefined, undefined, opts);
}
