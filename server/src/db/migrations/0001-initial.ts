import type { Kysely, Migration } from "kysely";

// Kysely's builder writes portable DDL: text, integer and bigint mean the same on both
// databases, so this one migration serves SQLite and PostgreSQL.
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("is_premium", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("refresh_token_families")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("absolute_expires_at", "bigint", (c) => c.notNull())
    .addColumn("revoked_at", "bigint")
    .addColumn("revoked_reason", "text")
    .execute();
  await db.schema
    .createIndex("refresh_token_families_user")
    .on("refresh_token_families")
    .column("user_id")
    .execute();

  await db.schema
    .createTable("refresh_tokens")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("family_id", "text", (c) =>
      c.notNull().references("refresh_token_families.id").onDelete("cascade"),
    )
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .addColumn("used_at", "bigint")
    .addColumn("replaced_by_id", "text")
    .execute();
  await db.schema
    .createIndex("refresh_tokens_family")
    .on("refresh_tokens")
    .column("family_id")
    .execute();

  await db.schema
    .createTable("books")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("owner_id", "text", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("author", "text")
    .addColumn("language", "text")
    .addColumn("is_public_domain", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("cover_key", "text")
    .addColumn("bindery_pages_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("original_pages_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("source_id", "text", (c) => c.unique())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("books_owner_created")
    .on("books")
    .columns(["owner_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("books_public_created")
    .on("books")
    .columns(["is_public_domain", "status", "created_at"])
    .execute();

  await db.schema
    .createTable("pages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("book_id", "text", (c) => c.notNull().references("books.id").onDelete("cascade"))
    .addColumn("page_order", "integer", (c) => c.notNull())
    .addColumn("page_number", "integer", (c) => c.notNull())
    .addColumn("page_content", "text", (c) => c.notNull())
    .addColumn("visual_content", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  // Not unique: deleting a page shifts the following orders down in one UPDATE.
  await db.schema
    .createIndex("pages_book_order")
    .on("pages")
    .columns(["book_id", "page_order"])
    .execute();

  await db.schema
    .createTable("snapshots")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("book_id", "text", (c) => c.notNull().references("books.id").onDelete("cascade"))
    .addColumn("page_number", "integer", (c) => c.notNull())
    .addColumn("image_key", "text", (c) => c.notNull())
    .addColumn("thumb_key", "text")
    .execute();
  await db.schema
    .createIndex("snapshots_book_page")
    .on("snapshots")
    .columns(["book_id", "page_number"])
    .unique()
    .execute();

  await db.schema
    .createTable("themes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("image_key", "text", (c) => c.notNull())
    .addColumn("preview_key", "text")
    .addColumn("has_audio", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("audio_key", "text")
    .addColumn("border_color", "text")
    .addColumn("text_color", "text")
    .addColumn("is_premium", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("owner_id", "text", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("themes_owner").on("themes").column("owner_id").execute();

  await db.schema
    .createTable("reading_progress")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("book_id", "text", (c) => c.notNull().references("books.id").onDelete("cascade"))
    .addColumn("last_read_page", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("progress", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("theme_id", "text")
    .addColumn("page_theme_id", "text")
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("reading_progress_pk", ["user_id", "book_id"])
    .execute();
  await db.schema
    .createIndex("reading_progress_user_updated")
    .on("reading_progress")
    .columns(["user_id", "updated_at"])
    .execute();

  await db.schema
    .createTable("upload_tasks")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("book_id", "text")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("status", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("reason", "text")
    .addColumn("file_key", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("upload_tasks_user_created")
    .on("upload_tasks")
    .columns(["user_id", "created_at"])
    .execute();
  await db.schema.createIndex("upload_tasks_status").on("upload_tasks").column("status").execute();

  await db.schema
    .createTable("contact_messages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("mail_status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("mail_attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("mail_error", "text")
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("orders")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("payment_gateway", "text", (c) => c.notNull())
    .addColumn("payment_type", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("order_id", "text", (c) => c.notNull().unique())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("payment_id", "text")
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("paid_at", "bigint")
    .execute();

  await db.schema
    .createTable("payment_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("gateway", "text", (c) => c.notNull())
    .addColumn("received_at", "bigint", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("analytics_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("props", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("analytics_events_day_name")
    .on("analytics_events")
    .columns(["day", "name"])
    .execute();
}

async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "analytics_events",
    "payment_events",
    "orders",
    "contact_messages",
    "upload_tasks",
    "reading_progress",
    "themes",
    "snapshots",
    "pages",
    "books",
    "refresh_tokens",
    "refresh_token_families",
    "users",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

export const initial: Migration = { up, down };
