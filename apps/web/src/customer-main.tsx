// First, before any schema parses: zod does not probe for eval, which the content security policy forbids.
import "./app/zod-jitless";
// Then the base rules, before every module's, whose classes override them in the one stylesheet.
import "./app/base.css";
import { CustomerRouter, customerRoutes } from "./app/customer-router";
import { QueryRoot } from "./app/query-root";
import { startApp } from "./app/start-app";

// The customer's app (customer.html): only the pages customers open without an account, so that its chunks are cut
// for those pages alone. The server sends it for those pages; a link to any other loads the portal's app.
// Nearly every page of it reads the server's data, so the query cache comes with the app (decision 066).
startApp(CustomerRouter, customerRoutes, QueryRoot);
