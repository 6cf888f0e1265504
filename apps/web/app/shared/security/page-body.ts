// What a route's action reads, declared in its `handle` (decision 0017): the server answers
// any other body with 415 before the action runs. Form posts (urlencoded, multipart) are
// always accepted; `limit` raises the default 64 KB.
export type PageBodyHandle = { body: { types?: string[]; limit?: number } };
