// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { sessionKeys } from "@/lib/query-keys";
import { json, stubApi } from "@/test-support/api";
import { renderApp } from "@/test-support/render";
import { DeleteAccount } from "./delete-account";

const WRONG = {
  message: "That password is not right. Please type your account's password.",
  code: "password_incorrect",
};

it("says what goes and what stays, asks for the password, keeps the dialog open with the reason when refused, and signs out when done", async () => {
  const api = stubApi({
    "POST /api/account/delete": ({ body }) =>
      (body as { password: string }).password === "right-password"
        ? new Response(null, { status: 204 })
        : json(WRONG, 403),
  });
  const { user, queryClient, location } = renderApp(<DeleteAccount />, { path: "/profile", toaster: true });
  queryClient.setQueryData(sessionKeys.user(), { id: 1, username: "ana", email: "a@b.co", createdAt: "" });

  await user.click(screen.getByRole("button", { name: "Delete account…" }));
  const dialog = await screen.findByRole("alertdialog", { name: "Delete your account for good?" });
  expect(within(dialog).getByText(/purchase and credit records the law requires/)).toBeInTheDocument();

  await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
  expect(within(dialog).getByText("Required")).toBeInTheDocument();
  expect(api.calls("POST /api/account/delete")).toHaveLength(0);

  await user.type(within(dialog).getByLabelText("Your password, to confirm"), "wrong-password");
  await user.keyboard("{Enter}");
  expect(await within(dialog).findByText(/That password is not right/)).toBeInTheDocument();
  expect(queryClient.getQueryData(sessionKeys.user())).not.toBeNull();

  const field = within(dialog).getByLabelText("Your password, to confirm");
  await user.clear(field);
  await user.type(field, "right-password");
  await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
  expect(await screen.findByText(/Your account has been deleted/)).toBeInTheDocument();
  expect(queryClient.getQueryData(sessionKeys.user())).toBeNull();
  expect(location.history?.at(-1)).toBe("/");
  expect(api.calls("POST /api/account/delete").map((call) => call.body)).toEqual([
    { password: "wrong-password" },
    { password: "right-password" },
  ]);
});

it("closing the dialog forgets the typed password", async () => {
  stubApi({});
  const { user } = renderApp(<DeleteAccount />, { path: "/profile" });
  await user.click(screen.getByRole("button", { name: "Delete account…" }));
  await user.type(await screen.findByLabelText("Your password, to confirm"), "secret-123");
  await user.click(screen.getByRole("button", { name: "Keep my account" }));
  await user.click(screen.getByRole("button", { name: "Delete account…" }));
  expect(await screen.findByLabelText("Your password, to confirm")).toHaveValue("");
});
