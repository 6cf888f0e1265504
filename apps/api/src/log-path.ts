// What the request log says about an address. The e-mailed links carry a secret in their query
// (a password reset or activation link's `token`, a guest's F&B link): whoever reads the log must
// not be able to use them, so their values are left out.

const SECRET_QUERY = /([?&]token=)[^&#]*/gi;

/** A request's path and query for the log, with the value of every `token` parameter replaced. */
export function loggedPath(url: string): string {
  return url.replace(SECRET_QUERY, "$1[hidden]");
}
