import AxeBuilder from "@axe-core/playwright";
import { describe, expect, inject, it } from "vitest";
import {
  newPage,
  openLandingPage,
  openRegisterTab,
  registerWithForm,
  signedUpPage,
  uniqueAccount,
  useBrowser,
} from "./support/browser";

const baseURL = inject("baseURL");
const browser = useBrowser();

describe("foundation in a real browser", () => {
  it("registers, lands on /dashboard with 1 credit, logs out to /auth", async () => {
    const page = await newPage(browser(), baseURL);
    const account = await registerWithForm(page);
    await page.waitForURL("**/dashboard");
    await expect.poll(() => page.getByText("Registration successful").first().isVisible()).toBe(true);
    const header = page.getByRole("banner");
    await expect.poll(() => header.getByText("1 Credit", { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);

    await header.getByRole("button", { name: "Account menu" }).click();
    await expect.poll(() => page.getByRole("menu").getByText(account.email).isVisible()).toBe(true);
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await page.waitForURL("**/auth");
    await expect.poll(() => header.getByRole("button", { name: "Account menu" }).count()).toBe(0);
    await page.goto("/");
    await expect.poll(() => header.getByRole("link", { name: "Log in" }).isVisible()).toBe(true);
    await header.getByRole("link", { name: "Log in" }).click();
    await page.waitForURL("**/auth");

    // Logging back in works and keeps the same balance.
    await page.getByRole("tab", { name: /login/i }).click();
    const form = page.getByRole("tabpanel");
    await form.getByLabel("Username").fill(account.username);
    await form.getByLabel("Password").fill(account.password);
    await form.getByRole("button", { name: /log in/i }).click();
    await page.waitForURL("**/dashboard");
    await expect.poll(() => page.getByText("Welcome back!").first().isVisible()).toBe(true);
    await page.context().close();
  });

  it("sends a signed-out visitor of a guarded route to /auth, and a signed-in visitor of /auth to /dashboard", async () => {
    const page = await newPage(browser(), baseURL);
    await page.goto("/dashboard");
    await page.waitForURL("**/auth");
    await registerWithForm(page);
    await page.waitForURL("**/dashboard");
    await page.goto("/auth");
    await page.waitForURL("**/dashboard");
    await page.context().close();
  });

  it("shows the validation messages of the spec on the register form", async () => {
    const page = await newPage(browser(), baseURL);
    await openRegisterTab(page);
    const form = page.getByRole("tabpanel");
    await form.getByLabel("Username").fill("ab");
    await form.getByLabel("Email").fill("not-an-email");
    await form.getByLabel("Password", { exact: true }).fill("123");
    await form.getByLabel("Confirm Password").fill("123456");
    await form.getByRole("button", { name: /create account/i }).click();
    for (const message of [
      "Username must be at least 3 characters",
      "Please enter a valid email address",
      "Password must be at least 6 characters",
    ]) {
      await expect.poll(() => form.getByText(message).isVisible()).toBe(true);
    }
    await form.getByLabel("Password", { exact: true }).fill("1234567");
    await form.getByRole("button", { name: /create account/i }).click();
    await expect.poll(() => form.getByText("Passwords do not match").isVisible()).toBe(true);
    expect(page.url()).toContain("/auth");
    await page.context().close();
  });

  it("shows the server's message in a toast when login fails", async () => {
    const page = await newPage(browser(), baseURL);
    await page.goto("/auth");
    const form = page.getByRole("tabpanel");
    await form.getByLabel("Username").fill("nobody-at-all");
    await form.getByLabel("Password").fill("wrong-password");
    await form.getByRole("button", { name: /log in/i }).click();
    await expect.poll(() => page.getByText("Login failed").first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText("Invalid username or password").first().isVisible()).toBe(true);
    await page.context().close();
  });

  it("shows the landing page before its scripts run, and the app takes it over as it is, in English and in Spanish", async () => {
    // Without scripts at all: the page is there.
    const still = await browser().newContext({ baseURL, javaScriptEnabled: false });
    const bare = await still.newPage();
    await bare.goto("/");
    await expect
      .poll(() => bare.getByRole("heading", { level: 1 }).textContent())
      .toMatch(/^Turn your story into a video/);
    await still.close();

    const page = await newPage(browser(), baseURL);
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error" && !message.text().includes("401")) problems.push(message.text());
    });
    await openLandingPage(page);
    // What the browser keeps (an open chat, a tour half done) comes back after a reload, over the page as it arrived.
    const chat = page.getByRole("dialog", { name: "Support chat" });
    await page.getByRole("button", { name: "Open support chat" }).click();
    await chat.waitFor();
    await openLandingPage(page, "reload");
    await chat.waitFor();
    await chat.getByRole("button", { name: "Close support chat" }).click();
    await page.getByRole("main").getByRole("button", { name: "Take a Tour" }).click();
    const tour = page.getByRole("dialog").filter({ hasText: "Step 1 of 4" });
    await tour.getByRole("heading", { name: "Welcome to StoryBites" }).waitFor();
    await tour.getByRole("button", { name: "Next" }).click();
    await openLandingPage(page, "reload");
    await page.getByText("Step 2 of 4").waitFor();
    // A reader who chose Spanish gets the page drawn afresh in Spanish, not the English one.
    await page.evaluate(() => localStorage.setItem("storybites-language", "es"));
    await page.goto("/");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent(), { timeout: 10_000 })
      .not.toMatch(/^Turn your story/);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("es");
    // React reports a page that does not match what it would draw (a "hydration" error) on the console.
    expect(problems).toEqual([]);
  });

  it("draws the gallery and the studio on the server, and the app takes them over as they are, with the tab's draft", async () => {
    // Without scripts at all: the gallery with its examples, and a guest's studio is the login page.
    const still = await browser().newContext({ baseURL, javaScriptEnabled: false });
    const bare = await still.newPage();
    await bare.goto("/showcase");
    expect(await bare.getByRole("heading", { level: 1 }).textContent()).toBe("Stories, turned into videos");
    expect(await bare.getByTestId("showcase-card").count()).toBeGreaterThan(0);
    await bare.goto("/dashboard");
    expect(new URL(bare.url()).pathname).toBe("/auth");
    // Signed in: the studio, with the account's balance in the header.
    expect((await bare.request.post("/api/register", { data: uniqueAccount() })).status()).toBe(201);
    await bare.goto("/dashboard");
    expect(await bare.getByRole("heading", { level: 1 }).textContent()).toBe("Create Your Amazing Video");
    expect(await bare.getByRole("banner").getByText("1 Credit", { exact: true }).isVisible()).toBe(true);
    // Not editable until the app takes the page over: what was typed before then would be lost.
    expect(await bare.getByRole("textbox", { name: "What happened?" }).getAttribute("readonly")).toBe("");
    await still.close();

    const page = await signedUpPage(browser(), baseURL, 390);
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    await page.goto("/dashboard");
    const story = page.getByRole("textbox", { name: "What happened?" });
    await story.fill("The night the power went out, we played cards by candlelight.");
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem("storybites:wizard-draft")))
      .toContain("candlelight");
    // The tab's draft, which the server cannot know, is back after a reload: the page is not drawn twice over it.
    await page.reload();
    await expect.poll(() => story.inputValue()).toBe("The night the power went out, we played cards by candlelight.");
    await page.goto("/showcase");
    await page.getByTestId("showcase-card").first().waitFor();
    // React reports a page that does not match what it would draw (a "hydration" error) on the console.
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("shows the 404 page for an unknown path", async () => {
    const page = await newPage(browser(), baseURL);
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByText("404 Page Not Found").isVisible()).toBe(true);
    await page.context().close();
  });

  for (const path of ["/", "/auth"]) {
    for (const width of [1280, 390]) {
      it(`has no serious or critical accessibility violations on ${path} at ${width}px`, async () => {
        const page = await newPage(browser(), baseURL, width);
        await page.goto(path);
        await page.getByRole("main").waitFor();
        const results = await new AxeBuilder({ page }).analyze();
        const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
        expect(
          blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
        ).toEqual([]);
        await page.context().close();
      });
    }
  }
});
