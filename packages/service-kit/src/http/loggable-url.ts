import { DATA_EXPORT_PATH_PREFIX } from '@hiring/contracts';

/** Paths whose next segment is a credential (a data export link): never written to logs or spans. */
const SECRET_SEGMENT = new RegExp(`^(${DATA_EXPORT_PATH_PREFIX.replaceAll('/', '\\/')})(?!schema\\.json(?:$|\\?))[^/?]+`);

/** A request URL as logs and traces may keep it. */
export function loggableUrl(url: string): string {
  return url.replace(SECRET_SEGMENT, '$1[link]');
}
