# The web app: its JavaScript unit tests, and the browser the end-to-end tests in hack/e2e drive
# (a Korean font so screenshots show Hangul rather than boxes).
DEBIAN_DEPS += chromium:/usr/bin/chromium fonts-nanum:/usr/share/fonts/truetype/nanum
TEST_EXTRA += web-js

.PHONY: web-js
web-js:
	node --test services/web/assets/test/
