import crypto from "node:crypto";
import path from "node:path";
import { brandName } from "#app/config/site";
import { getSite } from "#app/config/site.server";
import { whenAccountsChange } from "#app/modules/accounts/account-store.server";
import { ensureAdmin } from "#app/modules/accounts/admin-bootstrap.server";
import { type Auth, createAuth, setAuth } from "#app/modules/accounts/auth.server";
import { settledMeta } from "#app/modules/db/app-meta.server";
import { type DatabaseHandle, type OpenOptions, openDatabase, setDatabase } from "#app/modules/db/db.server";
import { createMailer, type Mailer, setMailer } from "#app/modules/mail/mailer.server";
import { createLocalStorage, type Storage, setStorage } from "#app/modules/media/storage.server";
import type { Env } from "#app/modules/platform/env.server";
import { logger } from "#app/modules/platform/logger.server";
import { setSiteSecret } from "#app/modules/platform/site-secret.server";
import { settleProjectLocations } from "#app/modules/projects/projects.server";
import { posterChanged, settleListingLocations } from "#app/modules/properties/listing-store.server";
import { createSmsSender, setSmsSender } from "#app/modules/sms/sms.server";
import { seedContent, seedDemo } from "#db/seed/seed.server";

export interface Services {
  database: DatabaseHandle;
  auth: Auth;
  storage: Storage;
  mailer: Mailer;
  close(): Promise<void>;
}

export interface BootOptions {
  env: Env;
  /** Overrides for tests: an in-memory or prepared database. */
  database?: OpenOptions;
  storage?: Storage;
}

/**
 * Everything the site needs before it can answer: the database (locked, migrated, seeded),
 * authentication, storage. Used by the server, the scripts and the integration tests.
 */
export async function boot({
  env,
  database: databaseOptions,
  storage: storageOverride,
}: BootOptions): Promise<Services> {
  const started = performance.now();
  const database = await openDatabase(
    databaseOptions ?? {
      databaseUrl: env.DATABASE_URL,
      dataDir: path.join(env.dataDir, "db"),
      sharedBuffers: env.PGLITE_SHARED_BUFFERS,
    },
  );
  try {
    await database.migrate();
    const storage = storageOverride ?? (await createStorage(env));
    setDatabase(database);
    setStorage(storage);
    const mailer = createMailer({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `${brandName(getSite())} <${getSite().email}>`,
      outboxDir: path.join(env.dataDir, "outbox"),
    });
    setMailer(mailer);
    const sms = createSmsSender({
      provider: env.SMS_PROVIDER,
      apiKey: env.SMS_API_KEY,
      sender: env.SMS_SENDER,
      dltTemplateId: env.SMS_DLT_TEMPLATE_ID,
      apiUrl: env.SMS_API_URL,
      outboxDir: path.join(env.dataDir, "sms-outbox"),
    });
    setSmsSender(sms);
    const secret = env.AUTH_SECRET ?? (await installationSecret(database));
    const auth = createAuth({
      db: database.db,
      secret,
      baseURL: env.publicUrl,
      trustedOrigins: trustedOrigins(env),
      passwordHashCost: env.PASSWORD_HASH_COST,
      sendEmail: (email) => mailer.send(email),
    });
    setAuth(auth);
    setSiteSecret(secret);
    // A poster's listings show what their account says: they hear of its changes in the
    // change's own transaction (the accounts, a lower floor, import no feature).
    whenAccountsChange(posterChanged);
    await database.exclusive(async () => {
      await seedContent(database.db);
      if (env.SEED_DEMO) await seedDemo(database.db);
      // Every listing where the list of localities puts it now: its locality by the list's
      // name, at its centre, or without a position (decision 058); a pin stays.
      await settleListingLocations();
      await settleProjectLocations();
      if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
        const outcome = await ensureAdmin(auth, database.db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
        if (outcome !== "unchanged") logger.info({ email: env.ADMIN_EMAIL, outcome }, "admin account ready");
      }
    });
    logger.info(
      {
        database: database.kind,
        storage: storage.kind,
        mail: mailer.kind,
        sms: sms.kind,
        ms: Math.round(performance.now() - started),
      },
      "services ready",
    );
    return {
      database,
      auth,
      storage,
      mailer,
      async close() {
        await mailer.idle();
        setMailer(undefined);
        setAuth(undefined);
        setSiteSecret(undefined);
        setStorage(undefined);
        setDatabase(undefined);
        await database.close();
      },
    };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

export async function createStorage(env: Env): Promise<Storage> {
  if (env.S3_BUCKET) {
    const { createS3Storage } = await import("#app/modules/media/s3-storage.server");
    return createS3Storage(env);
  }
  return createLocalStorage(path.join(env.dataDir, "uploads"));
}

export function trustedOrigins(env: Env): string[] {
  return [...new Set([env.publicUrl, `http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`])];
}

/**
 * The session-signing secret when AUTH_SECRET is not set: generated once and kept in the
 * database, so every process sharing the database signs alike and nothing secret is in Git.
 */
async function installationSecret(database: DatabaseHandle): Promise<string> {
  return settledMeta("auth_secret", crypto.randomBytes(32).toString("base64url"), database.db);
}
