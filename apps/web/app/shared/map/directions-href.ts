/** The external directions link: the configured template with {lat} and {lng} filled in. */
export function directionsHref(template: string, latitude: number, longitude: number): string {
  return template.replaceAll("{lat}", String(latitude)).replaceAll("{lng}", String(longitude));
}
