"""Each rule's own VALID / INVALID examples (Fixit style) and documentation."""
import pytest

from autograd_lint import lint_source
from autograd_lint.rules import ALL_RULES

CASES = [(rule, "invalid", i, src) for rule in ALL_RULES for i, src in enumerate(rule.INVALID)] + \
        [(rule, "valid", i, src) for rule in ALL_RULES for i, src in enumerate(rule.VALID)]


@pytest.mark.parametrize("rule,kind,index,source", CASES,
                         ids=[f"{c[0].code}-{c[1]}-{c[2]}" for c in CASES])
def test_rule_example(rule, kind, index, source):
    # (every rule, and this one by its code: an off-by-default rule runs only when named)
    codes = {f.code for f in lint_source(source, select=["AGL", rule.code])}
    if kind == "invalid":
        assert rule.code in codes
    else:
        assert rule.code not in codes


@pytest.mark.parametrize("rule", ALL_RULES, ids=[r.code for r in ALL_RULES])
def test_rule_is_documented(rule):
    assert rule.INVALID and rule.VALID
    for attribute in ("what", "why", "example", "use_instead", "fix_safety", "runtime", "summary"):
        assert getattr(rule, attribute).strip(), attribute
    assert rule.name.replace("-", "").isalnum()


def test_agl017_links_the_missing_detach_that_causes_it():
    """One missing .detach() in a GAN's D step gives AGL001 and the AGL017 it causes: the
    AGL017 finding names the AGL001 line among its related lines."""
    from autograd_lint.rules.agl017_step_before_backward import StepBeforeBackward

    findings = lint_source(StepBeforeBackward.INVALID[0], select=["AGL"])
    cause = next(f for f in findings if f.code == "AGL001")
    stale = next(f for f in findings if f.code == "AGL017")
    assert cause.line in [related.line for related in stale.related]


def test_agl009_says_that_volatile_does_nothing_any_more():
    source = ("import torch\nimport torch.nn as nn\nfrom torch.autograd import Variable\n"
              "net = nn.Linear(3, 1)\nnet.eval()\n"
              "for _ in range(2):\n    out = net(Variable(torch.randn(2, 3), volatile=True))\n")
    finding = next(f for f in lint_source(source, select=["AGL"]) if f.code == "AGL009")
    assert "volatile=True) has done nothing since PyTorch 0.4" in finding.message
