// First, before any schema parses: zod does not probe for eval, which the content security policy forbids.
import "./app/zod-jitless";
// Then the base rules, before every module's, whose classes override them in the one stylesheet.
import "./app/base.css";
import { AppRouter, portalRoutes } from "./app/router";
import { startApp } from "./app/start-app";

// The portal's app (index.html): every page, the partner's and the customer's.
startApp(AppRouter, portalRoutes);
