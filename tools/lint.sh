#!/usr/bin/env bash
# npm run lint: ESLint (wp-scripts), TypeScript's type check, php -l over every PHP file, PHP_CodeSniffer
# (phpcs.xml.dist) and the translation template (languages/vitrine.pot) being current.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
paths=()
for p in src blocks themes/vitrine/src tests/unit tests/e2e tests/bench tests/browsers tests/php-versions tools/i18n tools/dist tools/playground.mjs tools/test-summary.mjs tools/plugin-check-report.mjs tools/plugin-check-findings.mjs webpack.config.js playwright.config.ts; do [ -n "$(find "$p" -maxdepth 3 -name "*.[jt]s*" -print -quit 2>/dev/null)" ] && paths+=("$p"); done
log "eslint"
npx wp-scripts lint-js "${paths[@]}" || die "eslint found problems (npx wp-scripts lint-js --fix fixes most)"
log "tsc --noEmit"
npx tsc --noEmit || die "TypeScript found type errors"
log "php -l"
failed=0
while IFS= read -r -d '' file; do
	php -l "$file" >/dev/null 2>"$WP_DIR/php-lint.err" || { cat "$WP_DIR/php-lint.err" >&2; failed=1; }
done < <(git ls-files -z --cached --others --exclude-standard -- '*.php')
[ "$failed" = 0 ] || die "php -l found syntax errors"
log "phpcs (phpcs.xml.dist)"
command -v phpcs >/dev/null || bash tools/deps.sh
mkdir -p "$WP_DIR"
phpcs -q || die "phpcs found problems (bash tools/phpcs-fix.sh fixes most; docs/quality.md)"
log "translation template"
node tools/i18n/make-pot.mjs --check || die "translations: run npm run i18n:pot and commit languages/vitrine.pot"
log "lint passed"
