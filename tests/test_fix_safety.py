"""Fix safety: a fix marked safe never changes what a correct program computes; docs/rules.md says
which fixes are safe exactly as the rules emit them; unsafe fixes are never silent."""
import glob
import os

import pytest

from autograd_lint.config import Config
from autograd_lint.docs import fix_kind
from autograd_lint.analysis import lint_text, select_rules
from autograd_lint.fixer import fix_text
from autograd_lint.rules import ALL_RULES

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

ACCUMULATION = '''import torch
model = torch.nn.Linear(3, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
opt.zero_grad()
for i in range(8):
    loss = model(torch.randn(4, 3)).sum() / 4
    loss.backward()
    if (i + 1) % 4 == 0:
        opt.step()
        print(i)
'''
GRAD_READ_AFTER_STEP = '''import torch
model = torch.nn.Linear(3, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
for i in range(8):
    loss = model(torch.randn(4, 3)).sum()
    loss.backward()
    opt.step()
    print(model.weight.grad.norm())
'''
CLIP_AFTER_STEP = GRAD_READ_AFTER_STEP.replace(
    "print(model.weight.grad.norm())", "torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)")
STEP_IN_HELPER = '''import torch
model = torch.nn.Linear(3, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
def train_step():
    model(torch.randn(4, 3)).sum().backward()
    opt.step()
for i in range(8):
    train_step()
'''
# the cases of a "sometimes" rule that its INVALID examples and fixtures do not show
OTHER_CASES = {
    "AGL001": ['''import torch
from torch import nn, optim
netG, netD = nn.Linear(4, 8), nn.Linear(8, 1)
optG, optD = optim.Adam(netG.parameters()), optim.Adam(netD.parameters())
for _ in range(3):
    optD.zero_grad()
    fake = netG(torch.randn(2, 4))
    fake.requires_grad_(True)
    out = netD(fake)
    penalty = torch.autograd.grad(out.sum(), fake, create_graph=True)[0].pow(2).mean()
    (out.mean() + penalty).backward()
    optD.step()
'''],
    "AGL004": [GRAD_READ_AFTER_STEP, STEP_IN_HELPER],
}


def fix(text, unsafe=False):
    return fix_text(text, "t.py", select_rules(Config()), Config(), unsafe=unsafe)


def test_agl004_fix_keeps_gradient_accumulation():
    """Zeroing at the top of the loop would apply only the last micro-batch of each update."""
    result = fix(ACCUMULATION)
    assert result.text == ACCUMULATION.replace("        opt.step()\n",
                                               "        opt.step()\n        opt.zero_grad()\n")
    assert [f.code for f in result.fixed] == ["AGL004"] and result.remaining == []


@pytest.mark.parametrize("source", [GRAD_READ_AFTER_STEP, CLIP_AFTER_STEP, STEP_IN_HELPER])
def test_agl004_fix_is_unsafe_where_it_could_change_a_result(source):
    findings, _ = lint_text(source, "t.py", select_rules(Config()))
    (finding,) = [f for f in findings if f.code == "AGL004"]
    assert finding.fix is not None and not finding.fix.safe
    assert not fix(source).changed and fix(source, unsafe=True).changed


def _emitted_safety(rule):
    sources = list(rule.INVALID) + OTHER_CASES.get(rule.code, [])
    for path in glob.glob(os.path.join(ROOT, "fixtures", rule.code.lower(), "bad_*.py")):
        with open(path, encoding="utf-8") as handle:
            sources.append(handle.read())
    seen = set()
    for source in sources:
        findings, _ = lint_text(source, "t.py", [rule()])
        seen |= {f.fix.safe for f in findings if f.code == rule.code and f.fix is not None}
    return seen


@pytest.mark.parametrize("rule", ALL_RULES, ids=lambda r: r.code)
def test_documented_fix_safety_is_what_the_rule_emits(rule):
    expected = {"safe": {True}, "unsafe": {False}, "sometimes": {True, False}, "none": set()}
    assert _emitted_safety(rule) == expected[fix_kind(rule)]


def test_unsafe_fixes_are_announced(tmp_path, run_cli):
    (tmp_path / "helper.py").write_text(STEP_IN_HELPER)
    (tmp_path / "acc.py").write_text(ACCUMULATION)
    code, _, err = run_cli("--no-cache", str(tmp_path))
    assert code == 1 and "; 1 fixable with --fix (1 more with --unsafe-fixes)" in err
    code, _, err = run_cli("--no-cache", "--fix", str(tmp_path))
    assert code == 1 and "; 1 more fixable with --unsafe-fixes" in err
    assert "opt.zero_grad()" in (tmp_path / "acc.py").read_text()
    assert (tmp_path / "helper.py").read_text() == STEP_IN_HELPER
    code, _, err = run_cli("--no-cache", "--fix", "--unsafe-fixes", str(tmp_path))
    assert code == 0 and "unsafe" not in err
