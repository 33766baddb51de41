export { parseS3Location, type S3Location } from './s3-location';
export { S3MediaStorage, s3ClientFor } from './s3-media-storage';
