import "server-only";

import { describe, expect, it } from "vitest";

import { parseErrorBody } from "./parse-error-body";

describe("parseErrorBody", () => {
  it("reads the gateway/restriction envelope with field errors", () => {
    const body = {
      code: "VALIDATION_ERROR",
      message: "Validation failed",
      data: {
        message: "additionalInformation is invalid",
        errors: [
          {
            code: "SIZE",
            field_name: "responseDetails.additionalInformation",
            message: "too long",
            value: "x".repeat(3),
          },
        ],
      },
    };
    expect(parseErrorBody(JSON.stringify(body))).toEqual({
      code: "VALIDATION_ERROR",
      platformMessage: "Validation failed",
      fieldErrors: [
        { field: "responseDetails.additionalInformation", message: "too long", code: "SIZE", value: "xxx" },
      ],
      problem: undefined,
    });
  });

  it("falls back to data.message when the top-level message is missing", () => {
    expect(parseErrorBody(JSON.stringify({ code: "X", data: { message: "inner" } })).platformMessage).toBe(
      "inner",
    );
  });

  it("reads the ledger 400 problem body with violations", () => {
    const body = {
      status: 400,
      title: "Bad Request",
      instance: "/v1/transactions",
      violations: [{ field: "postings", in: "body", message: "size must be between 1 and 100" }],
    };
    expect(parseErrorBody(JSON.stringify(body))).toEqual({
      code: undefined,
      platformMessage: "Bad Request",
      fieldErrors: [{ field: "postings", in: "body", message: "size must be between 1 and 100" }],
      problem: { title: "Bad Request", instance: "/v1/transactions" },
    });
  });

  it("reads the ledger 500 problem body", () => {
    const parsed = parseErrorBody(
      JSON.stringify({ status: 500, title: "Internal Server Error", detail: "db down" }),
    );
    expect(parsed.platformMessage).toBe("db down");
    expect(parsed.problem).toEqual({ title: "Internal Server Error", detail: "db down" });
    expect(parsed.fieldErrors).toEqual([]);
  });

  it("reads an OAuth token-endpoint error", () => {
    const parsed = parseErrorBody(
      JSON.stringify({ error: "invalid_client", error_description: "Invalid client" }),
    );
    expect(parsed).toMatchObject({ code: "invalid_client", platformMessage: "Invalid client" });
  });

  it("tolerates plain text, HTML, empty bodies and JSON that is not an object", () => {
    expect(parseErrorBody("")).toEqual({ fieldErrors: [] });
    expect(parseErrorBody("  \n")).toEqual({ fieldErrors: [] });
    expect(parseErrorBody("Service\n Unavailable")).toEqual({
      platformMessage: "Service Unavailable",
      fieldErrors: [],
    });
    expect(parseErrorBody("<html>" + "x".repeat(500)).platformMessage).toHaveLength(201);
    expect(parseErrorBody("[1,2]")).toEqual({ platformMessage: "[1,2]", fieldErrors: [] });
    expect(parseErrorBody("null")).toEqual({ platformMessage: "null", fieldErrors: [] });
    expect(parseErrorBody("{not json")).toEqual({ platformMessage: "{not json", fieldErrors: [] });
  });

  it("tolerates wrong types inside a known shape", () => {
    const parsed = parseErrorBody(
      JSON.stringify({
        code: 42,
        message: ["x"],
        data: { errors: [null, "oops", { field_name: "amount", message: "bad", value: 5 }] },
        violations: "nope",
      }),
    );
    expect(parsed.code).toBeUndefined();
    expect(parsed.platformMessage).toBeUndefined();
    expect(parsed.fieldErrors).toEqual([{ field: "amount", message: "bad", value: "5" }]);
    expect(parseErrorBody(JSON.stringify({ data: "str", violations: [{ field: 1 }] })).fieldErrors).toEqual([
      { field: "", message: "" },
    ]);
  });
});
