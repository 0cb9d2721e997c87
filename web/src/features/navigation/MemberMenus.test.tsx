import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { AvatarMenu, UploadMenu } from "./MemberMenus";

afterEach(cleanup);

const inApp = (children: ReactNode) => (
  <QueryClientProvider client={new QueryClient()}>
    <MemoryRouter>{children}</MemoryRouter>
  </QueryClientProvider>
);

describe("the member's menus, loaded on demand", () => {
  it("opens the upload menu that was clicked while its code was still coming", async () => {
    render(inApp(<UploadMenu active={false} />));
    // The stand-in: a button with the menu's face, before the menu's chunk has come.
    const standIn = screen.getByRole("button", { name: /Upload/ });
    expect(standIn.getAttribute("aria-haspopup")).toBeNull();
    fireEvent.click(standIn);
    const menu = await screen.findByRole("menu");
    expect(menu.textContent).toContain("Upload Book");
  });

  // Before any other test loads the account menu's chunk: its stand-in is on show.
  it("keeps the focus a keyboard user gave the stand-in on the menu's own button", async () => {
    render(inApp(<AvatarMenu />));
    const standIn = screen.getByRole("button", { name: /Account menu for/ });
    expect(standIn.getAttribute("aria-haspopup")).toBeNull();
    act(() => standIn.focus());
    await act(() => AvatarMenu.preload());
    // The menu's own button has taken the stand-in's place, and the focus with it.
    const trigger = () => screen.getByRole("button", { name: /Account menu for/ });
    await waitFor(() => expect(trigger().getAttribute("aria-haspopup")).toBe("menu"));
    expect(document.activeElement).toBe(trigger());
  });

  it("leaves the account menu closed when nobody asked for it", async () => {
    render(inApp(<AvatarMenu />));
    await act(() => AvatarMenu.preload());
    const trigger = screen.getByRole("button", { name: /Account menu for/ });
    expect(trigger.getAttribute("aria-haspopup")).toBe("menu");
    expect(screen.queryByRole("menu")).toBeNull();
  });
});
