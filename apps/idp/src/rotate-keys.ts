// Puts a new generation of the bundled provider's signing keys first, keeping the older ones
// so tokens already issued still verify. Restart the server afterwards.
import { rotateSigningKeys } from './signing-keys';

const directory = process.env.VAR_DIR ?? 'var';
const keys = await rotateSigningKeys(directory);
console.log(
  `Signing keys rotated in ${directory}: now signing with ${keys[0]!.kid} and ${keys[1]!.kid}.`,
);
