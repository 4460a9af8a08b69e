import { QueryClientContext } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { useContext } from "react";
import { MemoryRouter, Outlet, type RouteObject, useRoutes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyNamed, lazyPage, page, preloadRoutes } from "./lazy-page";
import { appQueryClient } from "./query-client";

afterEach(cleanup);

/** A chunk as the build splits it: its loader counts how often it was asked for. */
function chunk(name: string, body: (props: { kind?: string }) => React.ReactNode) {
  const load = vi.fn(async () => ({ [name]: body }));
  return { load, Component: lazyNamed(load, name, { firstPage: true }) };
}

function routesOf() {
  const layout = chunk("Layout", () => (
    <main>
      layout <Outlet />
    </main>
  ));
  const details = chunk("Details", () => <p>the details</p>);
  const wrapped = chunk("Wrapped", () => <p>a step</p>);
  const other = chunk("Other", () => <p>another page</p>);
  const listLoad = vi.fn(async () => ({ kind }: { kind: string }) => <p>{`the ${kind} list`}</p>);
  const List = lazyPage(listLoad);
  const routes: RouteObject[] = [
    {
      path: "journey",
      element: page(layout.Component),
      children: [
        { path: "details", element: page(details.Component) },
        { path: "other", element: page(other.Component) },
        { path: "list", element: <List kind="policies" /> },
        // A wizard's step: its page inside the journey's provider.
        { path: "step", element: <Provider>{page(wrapped.Component)}</Provider> },
      ],
    },
  ];
  return { routes, layout, details, wrapped, other, listLoad };
}

function Provider({ children }: { children: React.ReactNode }) {
  return <section>{children}</section>;
}

function App({ routes, at }: { routes: RouteObject[]; at: string }) {
  return (
    <MemoryRouter initialEntries={[at]}>
      <Routes routes={routes} />
    </MemoryRouter>
  );
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

describe("a page's code asked for with its layout's", () => {
  it("starts loading the layout and the page an address matches, and nothing else", () => {
    const { routes, layout, details, other, listLoad } = routesOf();
    preloadRoutes(routes, "/journey/details");
    expect(layout.load).toHaveBeenCalledOnce();
    expect(details.load).toHaveBeenCalledOnce();
    expect(other.load).not.toHaveBeenCalled();
    expect(listLoad).not.toHaveBeenCalled();
  });

  it("starts a page wrapped in a provider, such as a wizard's step, with its layout", () => {
    const { routes, layout, wrapped, details } = routesOf();
    preloadRoutes(routes, "/journey/step");
    expect(layout.load).toHaveBeenCalledOnce();
    expect(wrapped.load).toHaveBeenCalledOnce();
    expect(details.load).not.toHaveBeenCalled();
  });

  it("starts a page that takes props, such as a list of one kind", () => {
    const { routes, listLoad, details } = routesOf();
    preloadRoutes(routes, "/journey/list");
    expect(listLoad).toHaveBeenCalledOnce();
    expect(details.load).not.toHaveBeenCalled();
  });

  it("renders from the same loads: each chunk is fetched once", async () => {
    const { routes, layout, details, listLoad } = routesOf();
    preloadRoutes(routes, "/journey/details");
    render(<App routes={routes} at="/journey/details" />);
    expect(await screen.findByText("the details")).toBeTruthy();
    expect(layout.load).toHaveBeenCalledOnce();
    expect(details.load).toHaveBeenCalledOnce();
    cleanup();
    render(<App routes={routes} at="/journey/list" />);
    expect(await screen.findByText("the policies list")).toBeTruthy();
    expect(listLoad).toHaveBeenCalledOnce();
  });

  it("loads a page that takes props with its catalogs, and renders it once they are there", async () => {
    let arrive = () => {};
    const english = vi.fn(
      () => new Promise<{ messages: Record<string, string[]> }>((done) => (arrive = () => done({ messages: {} }))),
    );
    const catalog = { en: english, ar: vi.fn(async () => ({ messages: {} })) };
    const List = lazyPage(
      async () =>
        ({ kind }: { kind: string }) => <p>{`the ${kind} list`}</p>,
      {
        texts: [catalog],
      },
    );
    render(<List kind="refunds" />);
    await vi.waitFor(() => expect(english).toHaveBeenCalledOnce());
    expect(screen.queryByText("the refunds list")).toBeNull();
    arrive();
    expect(await screen.findByText("the refunds list")).toBeTruthy();
    expect(catalog.ar).not.toHaveBeenCalled();
  });

  it("asks for nothing at an address no route matches, and a failed load still reaches the page's error", async () => {
    const { routes, layout } = routesOf();
    preloadRoutes(routes, "/elsewhere");
    expect(layout.load).not.toHaveBeenCalled();
    const failing = lazyNamed(() => Promise.reject(new Error("Failed to fetch dynamically imported module")), "X", {
      firstPage: true,
    });
    const element = page(failing);
    // Preloading swallows nothing the page needs: the render gets the same failed load and throws it to its boundary.
    preloadRoutes([{ path: "x", element }], "/x");
    await expect(failing.preload()).rejects.toThrow("Failed to fetch");
  });
});

/** Says which query cache it renders within: the app's one, or none. */
function CacheShown({ label }: { label: string }) {
  const client = useContext(QueryClientContext);
  const cache = client === undefined ? "no cache" : client === appQueryClient() ? "the app's cache" : "another cache";
  return <p>{`${label}: ${cache}`}</p>;
}

describe("the query cache loaded with the pages that read through it", () => {
  it("is around a page that says `queries`, the app's one for each, and not around a sign-in page", async () => {
    const SignIn = lazyNamed(async () => ({ SignIn: () => <CacheShown label="sign-in" /> }), "SignIn", {
      firstPage: true,
    });
    const Shell = lazyNamed(
      async () => ({
        Shell: () => (
          <main>
            <CacheShown label="shell" />
            <Outlet />
          </main>
        ),
      }),
      "Shell",
      { firstPage: true, queries: true },
    );
    const Home = lazyNamed(async () => ({ Home: () => <CacheShown label="home" /> }), "Home", { firstPage: true });
    const Applicant = lazyNamed(async () => ({ Applicant: () => <CacheShown label="applicant" /> }), "Applicant", {
      firstPage: true,
      queries: true,
    });
    const routes: RouteObject[] = [
      { path: "login", element: page(SignIn) },
      { path: "applicant", element: page(Applicant) },
      { element: page(Shell), children: [{ path: "home", element: page(Home) }] },
    ];
    render(<App routes={routes} at="/login" />);
    expect(await screen.findByText("sign-in: no cache")).toBeTruthy();
    cleanup();
    render(<App routes={routes} at="/home" />);
    expect(await screen.findByText("shell: the app's cache")).toBeTruthy();
    expect(await screen.findByText("home: the app's cache")).toBeTruthy();
    cleanup();
    render(<App routes={routes} at="/applicant" />);
    expect(await screen.findByText("applicant: the app's cache")).toBeTruthy();
  });
});
