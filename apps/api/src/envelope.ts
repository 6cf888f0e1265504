/** The success envelope every API answer uses. */
export function ok<T>(data: T, message = "Success", statusCode = 200) {
  return { meta: { status_code: statusCode, message }, data };
}
