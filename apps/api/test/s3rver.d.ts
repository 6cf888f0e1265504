// The parts of @20minutes/s3rver (a local S3-compatible server, no types of its own) the tests use.
declare module "@20minutes/s3rver" {
  export default class S3rver {
    constructor(options: { port?: number; address?: string; silent?: boolean; directory: string; configureBuckets?: { name: string }[] });
    run(): Promise<{ port: number; address: string }>;
    close(): Promise<void>;
  }
}
