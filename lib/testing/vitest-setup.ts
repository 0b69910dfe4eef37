import { logger } from "@/lib/logger";

// Unit tests assert on behaviour, not on log noise; tests that check logging build their own logger.
logger.level = "silent";
