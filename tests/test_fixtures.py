"""Every fixture's findings equal its `# expect:` markers exactly (default rules, CLI engine)."""
import os

import pytest

from autograd_lint import lint_paths
from autograd_lint.config import Config
from expectations import expected_findings, fixture_files

FILES = fixture_files()


@pytest.mark.parametrize("path", FILES, ids=[os.path.relpath(p, os.path.dirname(os.path.dirname(p)))
                                             for p in FILES])
def test_fixture_findings_match_expectations(path):
    # the default rules, plus the fixture's own rule when it is off by default (AGL016)
    own_rule = os.path.basename(os.path.dirname(path)).upper()
    result = lint_paths([path], config=Config(extend_select=(own_rule,)))
    assert not result.errors, result.errors
    found = {(f.line, f.code) for f in result.findings}
    assert found == expected_findings(path), "\n".join(
        f"{f.line}: {f.code} {f.message}" for f in result.findings)


def test_every_rule_has_bad_and_good_fixtures():
    from autograd_lint.rules import ALL_RULES

    root = os.path.dirname(os.path.dirname(FILES[0]))
    for rule in ALL_RULES:
        directory = os.path.join(root, rule.code.lower())
        names = os.listdir(directory)
        least = 5 if rule.code <= "AGL005" else 4  # the core five carry more (issue 2 vs 4)
        assert sum(n.startswith("bad_") for n in names) >= least, rule.code
        assert sum(n.startswith("good_") for n in names) >= least, rule.code
        for name in names:
            if name.startswith("bad_"):
                codes = {code for _, code in expected_findings(os.path.join(directory, name))}
                assert rule.code in codes, f"{name} expects no {rule.code}"
