import crypto from "node:crypto";

/**
 * Passwords are hashed with scrypt, as Better Auth does by default (N = 2^14, r = 16, p = 1,
 * a 64-byte key, the password NFKC-normalised), and stored in its format, `salt:key` in hex,
 * so every hash made before this module verifies unchanged.
 *
 * The cost is a setting (PASSWORD_HASH_COST, log2 of N) so that the test suites, which sign
 * up and sign in hundreds of times, can use a cheap one. A hash made at any other cost than
 * the production one records it (`scrypt$<cost>$salt:key`), so a hash always verifies with
 * the cost it was made with, whatever the setting is now.
 */
export const PRODUCTION_HASH_COST = 14;
const BLOCK_SIZE = 16;
const PARALLELISM = 1;
const KEY_BYTES = 64;
const PREFIX = "scrypt$";

function deriveKey(password: string, salt: string, cost: number): Promise<Buffer> {
  const N = 2 ** cost;
  return new Promise((resolve, reject) => {
    crypto.scrypt(
      password.normalize("NFKC"),
      salt,
      KEY_BYTES,
      { N, r: BLOCK_SIZE, p: PARALLELISM, maxmem: 128 * N * BLOCK_SIZE * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

export function passwordHasher(cost: number = PRODUCTION_HASH_COST): PasswordHasher {
  return {
    async hash(password) {
      const salt = crypto.randomBytes(16).toString("hex");
      const key = (await deriveKey(password, salt, cost)).toString("hex");
      return cost === PRODUCTION_HASH_COST ? `${salt}:${key}` : `${PREFIX}${cost}$${salt}:${key}`;
    },
    async verify({ hash, password }) {
      const { cost: madeWith, salt, key } = parseHash(hash);
      const expected = Buffer.from(key, "hex");
      const actual = await deriveKey(password, salt, madeWith);
      return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
    },
  };
}

/** The parts of a stored hash; its cost is the production one unless it says otherwise. */
export function parseHash(hash: string): { cost: number; salt: string; key: string } {
  let cost = PRODUCTION_HASH_COST;
  let rest = hash;
  if (hash.startsWith(PREFIX)) {
    const [costText = "", saltAndKey = ""] = hash.slice(PREFIX.length).split("$");
    cost = Number(costText);
    rest = saltAndKey;
  }
  const [salt, key] = rest.split(":");
  if (!salt || !key || !Number.isInteger(cost)) throw new Error("Invalid password hash");
  return { cost, salt, key };
}
