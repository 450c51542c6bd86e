/** What the landing reads from `/config.json`; the sign-in and the app validate the whole file. */
export interface LandingConfig {
  readonly apiBaseUrl: string;
  readonly maintenance: boolean;
}

/** `/config.json`'s landing fields, or null when it cannot be read (the app then shows why). */
export const readLandingConfig = async (fetchFn: typeof fetch = fetch): Promise<LandingConfig | null> => {
  try {
    const response = await fetchFn('/config.json', { cache: 'no-store' });
    if (!response.ok) return null;
    const json = (await response.json()) as Partial<Record<keyof LandingConfig, unknown>> | null;
    if (typeof json?.apiBaseUrl !== 'string') return null;
    return { apiBaseUrl: json.apiBaseUrl, maintenance: json.maintenance === true };
  } catch {
    return null;
  }
};
