-- Issue 15, table columns: the columns each user hid per table (the column chooser), so the choice follows
-- them to any browser and comes with the page's first render. The app role's default privileges cover it.
CREATE TABLE "user_column_prefs" (
    "user_id" UUID NOT NULL,
    "table_id" TEXT NOT NULL,
    "hidden" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_column_prefs_pkey" PRIMARY KEY ("user_id","table_id"),
    CONSTRAINT "user_column_prefs_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
