import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError, apiFetch, apiFetchWithHeaders, handleStepUp, userFacingMessage } from "./api-client";

function answer(status: number, body: string, statusText = "") {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(body || null, { status, statusText })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("apiFetch", () => {
  it("sends credentials and JSON, and parses the answer with the schema", async () => {
    answer(200, JSON.stringify({ id: "1" }));
    await expect(
      apiFetch("/api/x", { method: "POST", body: { a: 1 }, schema: z.object({ id: z.string() }) }),
    ).resolves.toEqual({
      id: "1",
    });
    const [, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(init).toMatchObject({ method: "POST", credentials: "include", body: '{"a":1}' });
  });

  it("yields null on 401 when asked to, and throws otherwise", async () => {
    answer(401, JSON.stringify({ message: "Please sign in to continue." }));
    await expect(apiFetch("/api/auth/me", { schema: z.unknown(), on401: "returnNull" })).resolves.toBeNull();
    await expect(apiFetch("/api/auth/me")).rejects.toBeInstanceOf(ApiError);
  });

  it("raises status, colon and the response text, keeping the server's message and field errors", async () => {
    const body = JSON.stringify({
      message: "Enter a valid email address",
      errors: { email: "Enter a valid email address" },
    });
    answer(400, body);
    const error = await apiFetch("/api/auth/register", { method: "POST", body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`400: ${body}`);
    expect((error as ApiError).fieldErrors).toEqual({ email: "Enter a valid email address" });
    expect(userFacingMessage(error, "Registration failed")).toBe("Enter a valid email address");
  });

  it("falls back to the status text and the screen's own message when the body is not JSON", async () => {
    answer(502, "", "Bad Gateway");
    const error = await apiFetch("/api/auth/login", { method: "POST", body: {} }).catch((e: unknown) => e);
    expect((error as ApiError).message).toBe("502: Bad Gateway");
    expect(userFacingMessage(error, "Login failed")).toBe("Login failed");
  });

  it("keeps the headers of a paged answer, and still throws on a non-ok one", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify([1, 2]), { status: 200, headers: { "X-Total-Count": "7" } })),
    );
    const { data, headers } = await apiFetchWithHeaders("/api/admin/users", { schema: z.array(z.number()) });
    expect(data).toEqual([1, 2]);
    expect(headers.get("X-Total-Count")).toBe("7");
    answer(403, JSON.stringify({ message: "Admins only" }));
    await expect(apiFetchWithHeaders("/api/admin/users", { schema: z.unknown() })).rejects.toBeInstanceOf(ApiError);
  });
});

describe("a sensitive change the server asks to confirm", () => {
  const stepUp = JSON.stringify({ message: "Confirm it is you", stepUp: true });
  const answers = (...responses: [number, string][]) => {
    const queue = [...responses];
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        const [status, body] = queue.shift() ?? [500, ""];
        return new Response(body || null, { status });
      }),
    );
  };

  it("asks the person, then sends the same request again, once", async () => {
    answers([403, stepUp], [204, ""]);
    const confirm = vi.fn(async () => true);
    const remove = handleStepUp(confirm);
    try {
      await expect(apiFetch("/api/auth/passkeys/1", { method: "DELETE" })).resolves.toBeUndefined();
    } finally {
      remove();
    }
    expect(confirm).toHaveBeenCalledOnce();
    expect(vi.mocked(fetch).mock.calls.map(([url, init]) => [url, init?.method])).toEqual([
      ["/api/auth/passkeys/1", "DELETE"],
      ["/api/auth/passkeys/1", "DELETE"],
    ]);
  });

  it("keeps the refusal when the person cancels, and a plain 403 is never retried", async () => {
    answers([403, stepUp]);
    const remove = handleStepUp(async () => false);
    try {
      const error = await apiFetch("/api/account/delete", { method: "POST", body: {} }).catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 403, stepUp: true, serverMessage: "Confirm it is you" });
      answers([403, JSON.stringify({ message: "Administrator access required" })]);
      const plain = await apiFetch("/api/admin/stats").catch((e: unknown) => e);
      expect(plain).toMatchObject({ status: 403, stepUp: false });
      expect(fetch).toHaveBeenCalledOnce();
    } finally {
      remove();
    }
  });
});
