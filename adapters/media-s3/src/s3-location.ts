/** Where the S3 media store is, as MEDIA_STORE names it. */
export interface S3Location {
  bucket: string;
  region: string;
  /** An S3-compatible server's address (MinIO, Ceph, a local test server); AWS when absent. */
  endpoint?: string;
  /** Bucket in the path rather than the host name: what most S3-compatible servers want. */
  forcePathStyle: boolean;
}

/**
 * `s3://bucket?region=eu-west-1`, or `s3://bucket?endpoint=https://minio.example:9000&region=us-east-1`
 * (an endpoint implies path-style addressing unless `forcePathStyle=false`). Credentials are
 * never part of it: the SDK reads them from the environment (AWS_ACCESS_KEY_ID, ...).
 */
export function parseS3Location(url: string): S3Location {
  const parsed = new URL(url);
  if (parsed.protocol !== 's3:' || !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(parsed.hostname)) {
    throw new Error('must be s3://bucket?region=...&endpoint=... with a valid bucket name');
  }
  if (parsed.username || parsed.password) {
    throw new Error('must not carry credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY');
  }
  const endpoint = parsed.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/\s]+\/?$/.test(endpoint)) {
    throw new Error('endpoint must be an http:// or https:// origin');
  }
  const style = parsed.searchParams.get('forcePathStyle');
  return {
    bucket: parsed.hostname,
    region: parsed.searchParams.get('region') ?? 'us-east-1',
    endpoint,
    forcePathStyle: style === null ? endpoint !== undefined : style === 'true',
  };
}
