import { describe, expect, it } from "vitest";
import { publicUserSchema } from "@shared/users";
import { parsePublicUser } from "@/features/auth/api/parse-public-user";

const user = {
  id: "u1",
  email: "maria@example.com",
  firstName: "Maria",
  lastName: "Lopez",
  role: "user",
  subscriptionStatus: "trial",
  subscriptionExpiry: "2030-01-15T12:00:00.000Z",
  createdAt: "2026-01-01T00:00:00.000Z",
  emailVerified: true,
  language: null,
};

describe("parsePublicUser", () => {
  it("accepts what the shared schema accepts and drops unknown keys", () => {
    expect(parsePublicUser({ ...user, passwordHash: "x" })).toEqual(publicUserSchema.parse(user));
    expect(parsePublicUser({ ...user, subscriptionExpiry: null }).subscriptionExpiry).toBeNull();
    expect(parsePublicUser({ ...user, language: "pt-BR" })).toEqual(
      publicUserSchema.parse({ ...user, language: "pt-BR" }),
    );
  });

  it.each([
    ["a missing field", { ...user, email: undefined }],
    ["an unknown role", { ...user, role: "owner" }],
    ["an unknown status", { ...user, subscriptionStatus: "gold" }],
    ["a numeric expiry", { ...user, subscriptionExpiry: 123 }],
    ["a language SignalDesk does not speak", { ...user, language: "fr" }],
    ["no language at all", { ...user, language: undefined }],
    ["null", null],
    ["a string", "user"],
  ])("rejects %s", (_, value) => {
    expect(() => parsePublicUser(value)).toThrow(TypeError);
  });
});
