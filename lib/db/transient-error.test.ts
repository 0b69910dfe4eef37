import { describe, expect, it } from "vitest";
import { isTransientDbError } from "./transient-error";

describe("isTransientDbError", () => {
  it("recognises lost connections, restarts, deadlocks and pool timeouts, also when wrapped", () => {
    expect(isTransientDbError(Object.assign(new Error("x"), { code: "57P01" }))).toBe(true);
    expect(isTransientDbError(Object.assign(new Error("x"), { code: "P2024" }))).toBe(true);
    expect(
      isTransientDbError(
        new Error("wrapped", { cause: Object.assign(new Error("y"), { originalCode: "40P01" }) }),
      ),
    ).toBe(true);
    expect(isTransientDbError(new Error("connect ECONNREFUSED 127.0.0.1:5432"))).toBe(true);
    expect(isTransientDbError(new Error("Connection terminated unexpectedly"))).toBe(true);
    // Seen while PostgreSQL restarted under load (scripts/bench/webhook-db-restart.ts):
    expect(
      isTransientDbError(new Error("Client has encountered a connection error and is not queryable")),
    ).toBe(true);
    expect(
      isTransientDbError(
        new Error("Raw query failed. Code: `N/A`. Message: `Server has closed the connection.`"),
      ),
    ).toBe(true);
  });

  it("leaves data errors alone", () => {
    expect(isTransientDbError(Object.assign(new Error("unique"), { code: "23505" }))).toBe(false);
    expect(isTransientDbError(Object.assign(new Error("bad"), { code: "P2002" }))).toBe(false);
    expect(isTransientDbError(new TypeError("cannot read properties of undefined"))).toBe(false);
    expect(isTransientDbError(null)).toBe(false);
  });
});
