// Package e2e drives the two screens of the web app, /voice and /admin, in a real headless
// Chromium: once against a scripted API (every answer and failure under the test's control) and
// once against the whole stack through the edge (local engine, Redis, ClickHouse, the KPI).
// Screenshots go to artifacts/e2e/ at the repository root. The package has tests only.
package e2e
