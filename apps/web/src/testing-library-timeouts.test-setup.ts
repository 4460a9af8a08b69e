import { configure } from "@testing-library/react";

/*
 * How long a test waits for what the screen should come to show (findBy…, waitFor): Testing Library's 1 s is shorter
 * than a lazily loaded calendar or a validation round takes on a 2-core machine loaded by a whole suite, and a test
 * failed for the load rather than for the screen. A wait ends as soon as the screen shows it, so a passing test is not
 * slower; only a real failure takes the full 10 s to report.
 */
configure({ asyncUtilTimeout: 10_000 });
