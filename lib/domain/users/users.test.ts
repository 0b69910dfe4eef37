import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "@/lib/domain/shared/field-errors";
import { ZCreateUserInput, ZSetUserRolesInput } from "./users";

const valid = {
  email: "  New.Person@Example.COM ",
  name: "  New Person ",
  roles: ["manager", "finance_ops"],
  password: "correct horse battery",
  passwordConfirm: "correct horse battery",
};

const errorsOf = (input: unknown) => {
  const parsed = ZCreateUserInput.safeParse(input);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
};

describe("ZCreateUserInput", () => {
  it("trims and lower-cases the email, trims the name, orders the roles, keeps the password as typed", () => {
    expect(
      ZCreateUserInput.parse({ ...valid, password: " twelve chars ", passwordConfirm: " twelve chars " }),
    ).toEqual({
      email: "new.person@example.com",
      name: "New Person",
      roles: ["finance_ops", "manager"],
      password: " twelve chars ",
      passwordConfirm: " twelve chars ",
    });
  });

  it("answers every bad field at once, on its field", () => {
    expect(
      errorsOf({ email: "not-an-email", name: "   ", roles: [], password: "short", passwordConfirm: "" }),
    ).toEqual({
      email: expect.stringMatching(/valid email/),
      name: expect.stringMatching(/name/),
      roles: "Choose at least one role.",
      password: "The password needs at least 12 characters.",
    });
  });

  it("refuses two different passwords on the confirmation, alongside other errors", () => {
    expect(errorsOf({ ...valid, email: "", passwordConfirm: "correct horse batterY" })).toEqual({
      email: "Enter an email address.",
      passwordConfirm: "The two passwords differ; type the same password twice.",
    });
  });

  it("bounds the name and password at 200 characters, accepts exactly 12", () => {
    expect(errorsOf({ ...valid, name: "x".repeat(201) })).toEqual({
      name: "A name has at most 200 characters.",
    });
    expect(errorsOf({ ...valid, name: "x".repeat(200) })).toEqual({});
    const long = "p".repeat(201);
    expect(errorsOf({ ...valid, password: long, passwordConfirm: long })).toEqual({
      password: "A password has at most 200 characters.",
    });
    expect(errorsOf({ ...valid, password: "p".repeat(12), passwordConfirm: "p".repeat(12) })).toEqual({});
    expect(errorsOf({ ...valid, password: "p".repeat(11), passwordConfirm: "p".repeat(11) })).toEqual({
      password: "The password needs at least 12 characters.",
    });
  });

  it("refuses a role that does not exist and missing fields", () => {
    expect(errorsOf({ ...valid, roles: ["admin", "root"] })).toEqual({ "roles.1": "Not a role." });
    expect(Object.keys(errorsOf({}))).toEqual(
      expect.arrayContaining(["email", "name", "roles", "password", "passwordConfirm"]),
    );
  });
});

describe("ZSetUserRolesInput", () => {
  const userId = "4d1f8a7e-3c1b-4d5e-9f00-1a2b3c4d5e6f";

  it("dedupes and orders the roles", () => {
    expect(ZSetUserRolesInput.parse({ userId, roles: ["admin", "compliance", "admin"] })).toEqual({
      userId,
      roles: ["compliance", "admin"],
    });
  });

  it("needs at least one known role and a user id", () => {
    const parsed = ZSetUserRolesInput.safeParse({ userId: "nope", roles: [] });
    expect(parsed.success ? {} : fieldErrorsOf(parsed.error)).toEqual({
      userId: "Not a user id.",
      roles: "Choose at least one role.",
    });
  });
});
