/** Helpers for the specs that show the demo server's seeded public dashboard ("Greenhouse climate" over Sensor 07). */
import { expect, type Page } from '@playwright/test';

/** A telemetry value reported by the public demo sensor over the device HTTP API; resolves to it as the table shows it. */
export async function reportFromPublicSensor(page: Page): Promise<string> {
  const temperature = (20 + Math.random() * 5).toFixed(2);
  const res = await page.request.post('/api/v1/SENSOR_07_TOKEN/telemetry', {
    data: { temperature: Number(temperature), humidity: 47 },
  });
  expect(res.ok()).toBe(true);
  return String(Number(temperature));
}
