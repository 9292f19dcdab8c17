# The web app: its JavaScript unit tests, and the browser the end-to-end tests in hack/e2e drive
# (a Korean font so screenshots show Hangul rather than boxes).
DEBIAN_DEPS += chromium:/usr/bin/chromium fonts-nanum:/usr/share/fonts/truetype/nanum
TEST_EXTRA += web-js

.PHONY: web-js
web-js:
	node --test services/web/assets/test/

# axe-core for the browser tests' accessibility checks, pinned by hack/e2e/package-lock.json and
# installed when missing (after a version change, remove hack/e2e/node_modules). Without npm the
# tests skip the check, and under CI they fail, like a missing browser.
AXE := hack/e2e/node_modules/axe-core/axe.min.js
deps: $(AXE)
$(AXE):
	@cd hack/e2e && (npm ci --no-audit --no-fund --loglevel=error >/dev/null || echo "deps: npm ci in hack/e2e failed; the accessibility checks will skip" >&2)
