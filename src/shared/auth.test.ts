import { describe, expect, it } from "vitest";
import { loginBodySchema, registerBodySchema } from "./auth.js";

describe("auth schemas", () => {
  it("trims names and normalises the email to lower case", () => {
    const parsed = registerBodySchema.parse({
      email: "  Ann.Lee@Example.COM ",
      password: "12345678",
      firstName: "  Ann ",
      lastName: " Lee ",
    });
    expect(parsed).toEqual({ email: "ann.lee@example.com", password: "12345678", firstName: "Ann", lastName: "Lee" });
  });

  it("keeps the password exactly as typed, spaces included", () => {
    expect(loginBodySchema.parse({ email: "a@b.co", password: " secret " }).password).toBe(" secret ");
  });

  it("signs in an address without a dot in the domain, like the bootstrap admin@localhost", () => {
    expect(loginBodySchema.parse({ email: "Admin@Localhost", password: "x" }).email).toBe("admin@localhost");
    expect(loginBodySchema.safeParse({ email: "not an email", password: "x" }).success).toBe(false);
    expect(
      registerBodySchema.safeParse({ email: "a@localhost", password: "12345678", firstName: "A", lastName: "B" })
        .success,
    ).toBe(false);
  });

  it("refuses a 7-character password at registration but accepts any at sign-in", () => {
    const body = { email: "a@b.co", password: "1234567", firstName: "A", lastName: "B" };
    expect(registerBodySchema.safeParse(body).success).toBe(false);
    expect(loginBodySchema.safeParse({ email: body.email, password: body.password }).success).toBe(true);
  });
});
