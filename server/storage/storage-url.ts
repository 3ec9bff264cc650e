/** Where an S3-compatible storage keeps uploads, as STORAGE_URL names it. */
export interface S3StorageConfig {
  /** The service's address, e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  bucket: string;
  /** Prefixed to every key (no leading or trailing slash), e.g. `abtal`; empty for none. */
  prefix: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * Reads `s3://ACCESS_KEY:SECRET@bucket/prefix?endpoint=https://host&region=eu-central-1`. The key
 * and secret may come from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY instead; the endpoint
 * defaults to AWS's own for the region. Throws an Error naming what is wrong.
 */
export function parseStorageUrl(value: string, env: NodeJS.ProcessEnv = {}): S3StorageConfig {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      'STORAGE_URL must look like s3://KEY:SECRET@bucket?endpoint=https://host&region=REGION',
    );
  }
  if (url.protocol !== 's3:') throw new Error('STORAGE_URL must start with s3://');
  const bucket = url.hostname;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new Error(
      'STORAGE_URL must name a bucket (3 to 63 lower-case letters, digits, dots, hyphens)',
    );
  const region = url.searchParams.get('region') ?? env.AWS_REGION ?? 'us-east-1';
  const endpoint = (
    url.searchParams.get('endpoint') ?? `https://s3.${region}.amazonaws.com`
  ).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(endpoint))
    throw new Error('STORAGE_URL endpoint must be an http:// or https:// origin');
  const accessKeyId = decodeURIComponent(url.username) || env.AWS_ACCESS_KEY_ID || '';
  const secretAccessKey = decodeURIComponent(url.password) || env.AWS_SECRET_ACCESS_KEY || '';
  if (!accessKeyId || !secretAccessKey)
    throw new Error(
      'STORAGE_URL needs credentials: s3://KEY:SECRET@bucket, or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY',
    );
  const prefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  return { endpoint, bucket, prefix, region, accessKeyId, secretAccessKey };
}
