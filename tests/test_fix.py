"""--fix and --diff: fixes keep formatting, parse, settle, and are written safely."""
import glob
import os
import stat

import libcst as cst
import pytest

from autograd_lint.config import Config
from autograd_lint.analysis import select_rules
from autograd_lint.findings import Fix
from autograd_lint.analysis import analyse
from autograd_lint.fixer import apply_fixes, fix_text
from autograd_lint.rules.base import Rule

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "fixtures")

GAN = '''import torch
from torch import nn, optim
netG, netD = nn.Linear(4, 8), nn.Linear(8, 1)
optG, optD = optim.Adam(netG.parameters()), optim.Adam(netD.parameters())
for _ in range(3):
    fake = netG(torch.randn(2, 4))
    optD.zero_grad()
    lossD = netD(fake).mean()   # the D loss
    lossD.backward()
    optD.step()
'''
GAN_FIXED = GAN.replace("netD(fake).mean()", "netD(fake.detach()).mean()")

ZERO_ONCE = '''import torch
model = torch.nn.Linear(3, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
opt.zero_grad()
for _ in range(3):
    # one step
    loss = model(torch.randn(4, 3)).sum()
    loss.backward()
    opt.step()
'''
INPLACE = '''import torch
w = torch.randn(3, requires_grad=True)
# scale it
w.mul_(0.5)  # keep me
'''
REBIND = '''import torch
import torch.nn as nn
w = torch.randn(3, requires_grad=True)
for _ in range(3):
    loss = (w * 2).sum()
    loss.backward()
    w = w - 0.1 * w.grad
    w.grad = None
net = nn.Linear(3, 3)
net.bias = torch.zeros(3)
'''
REPEATED = '''import torch
w = torch.randn(3, requires_grad=True)
y = (w * 2).sum()
y.backward()
y.backward()
'''


def fix(text, unsafe=False, rules=None, config=None):
    rules = rules if rules is not None else select_rules(Config())
    return fix_text(text, "t.py", rules, config or Config(), unsafe=unsafe)


def codes(findings):
    return sorted(f.code for f in findings)


def test_agl001_detach_keeps_comments():
    result = fix(GAN)
    assert result.text == GAN_FIXED
    assert codes(result.fixed) == ["AGL001"] and result.remaining == []


def test_agl004_inserts_zero_grad_after_the_step():
    result = fix(ZERO_ONCE)
    assert result.text == ZERO_ONCE.replace("    opt.step()\n", "    opt.step()\n    opt.zero_grad()\n")
    assert result.remaining == []


def test_agl002_wraps_in_no_grad_keeping_comments():
    result = fix(INPLACE)
    assert result.text.endswith("# scale it\nwith torch.no_grad():\n    w.mul_(0.5)  # keep me\n")
    assert result.remaining == []


def test_agl003_both_shapes():
    result = fix(REBIND)
    assert "    with torch.no_grad():\n        w -= 0.1 * w.grad\n" in result.text
    assert "net.bias = nn.Parameter(torch.zeros(3))\n" in result.text
    assert codes(result.fixed) == ["AGL003", "AGL003"] and result.remaining == []


def test_unfixable_finding_remains():
    result = fix(REPEATED)
    assert not result.changed and codes(result.remaining) == ["AGL005"]


def test_noqa_and_per_file_ignores_are_not_fixed():
    silenced = GAN.replace("# the D loss", "# noqa: AGL001")
    assert not fix(silenced).changed
    config = Config(per_file_ignores={"t.py": ("AGL001",)})
    assert not fix(GAN, config=config).changed


def _fixtures():
    return sorted(glob.glob(os.path.join(FIXTURES, "agl*", "*.py")))


def test_every_fixture_fix_parses_settles_and_is_idempotent():
    rules = select_rules(Config())
    changed = 0
    for path in _fixtures():
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        result = fix_text(text, path, rules, Config())
        assert result.refused is None, path
        if os.path.basename(path).startswith("good_"):
            assert not result.changed, f"a good fixture was changed: {path}"
            continue
        if not result.changed:
            continue
        changed += 1
        cst.parse_module(result.text)
        compile(result.text, path, "exec")
        again = fix_text(result.text, path, rules, Config())
        assert not again.changed, f"second --fix changed {path}"
        assert not any(f.fix is not None and f.fix.safe and f.fix.replacements
                       for f in again.remaining), path
        fixed_codes = {f.code for f in result.fixed}
        left = [f for f in result.remaining if f.code in fixed_codes]
        assert len(left) < len([f for f in result.fixed]) + len(left), path
    assert changed >= 15


def test_overlapping_fixes_settle_over_passes():
    text = ("import torch\nw = torch.randn(3, requires_grad=True)\n"
            "w.add_(w.mul_(0.5))\n")
    first = analyse(text, "t.py", select_rules(Config()), Config())
    assert len(first.findings) == 2  # two findings, one statement: one wrap
    result = fix(text)
    assert result.text.count("no_grad") == 1 and result.remaining == []


class _BreakingRule(Rule):
    """Test rule: a 'fix' that yields code that cannot parse, and an unsafe one."""

    code = "AGL001"
    name = "breaking"
    summary = what = why = example = use_instead = ""

    def __init__(self, unsafe=False, breaking=True):
        self.unsafe, self.breaking = unsafe, breaking

    def check(self, ctx):
        for statement in ctx.module.body:
            line = getattr(statement, "body", [None])[0]
            if isinstance(line, cst.Expr) and isinstance(line.value, cst.Name) \
                    and line.value.value == "torch":
                new = (cst.Attribute(value=cst.Integer("1"), attr=cst.Name("real")) if self.breaking
                       else cst.Name("torch_fixed"))
                yield self.report(ctx, line.value, "bad", fix=Fix(
                    "rename", replacements=((line.value, new),), safe=not self.unsafe))


def _use_rules(monkeypatch, *rules):
    """The CLI's lint pass (engine) and its fix pass (analysis) both select these rules."""
    for where in ("autograd_lint.engine.select_rules", "autograd_lint.analysis.select_rules"):
        monkeypatch.setattr(where, lambda *a, **k: list(rules))


def test_fix_that_does_not_parse_is_refused(tmp_path, run_cli, monkeypatch):
    text = "import torch\ntorch\n"
    result = fix(text, rules=[_BreakingRule()])
    assert not result.changed and result.refused and "does not parse" in result.refused
    path = tmp_path / "x.py"
    path.write_text(text)
    _use_rules(monkeypatch, _BreakingRule())
    code, out, err = run_cli("--fix", str(path))
    assert code == 1 and path.read_text() == text
    assert "not fixed: the fixes of AGL001 would produce code that does not parse" in err


def test_unsafe_fixes_only_when_asked(tmp_path, run_cli, monkeypatch):
    text = "import torch\ntorch\n"
    assert not fix(text, rules=[_BreakingRule(unsafe=True, breaking=False)]).changed
    assert fix(text, rules=[_BreakingRule(unsafe=True, breaking=False)], unsafe=True).text == \
        "import torch\ntorch_fixed\n"
    path = tmp_path / "x.py"
    path.write_text(text)
    _use_rules(monkeypatch, _BreakingRule(unsafe=True, breaking=False))
    assert run_cli("--fix", str(path))[0] == 1 and path.read_text() == text
    assert run_cli("--fix", "--unsafe-fixes", str(path))[0] == 0
    assert path.read_text() == "import torch\ntorch_fixed\n"


def test_apply_fixes_skips_nested_replacements():
    module = cst.parse_module("x = f(g(a))\n")
    call = module.body[0].body[0].value
    inner = call.args[0].value
    from autograd_lint.findings import Finding

    outer_fix = Finding("t.py", 1, 4, "AGL001", "m", fix=Fix("o", ((call, cst.Name("A")),)))
    inner_fix = Finding("t.py", 1, 6, "AGL001", "m", fix=Fix("i", ((inner, cst.Name("B")),)))
    new, applied = apply_fixes(module, [outer_fix, inner_fix])
    assert new.code == "x = A\n" and applied == [outer_fix]
    new, applied = apply_fixes(module, [inner_fix, outer_fix])
    assert new.code == "x = f(B)\n" and applied == [inner_fix]


# -- the command line ------------------------------------------------------------------------------
def test_cli_fix_writes_and_reports_what_remains(tmp_path, run_cli):
    fixable = tmp_path / "gan.py"
    fixable.write_text(GAN)
    code, out, err = run_cli("--fix", str(fixable))
    assert code == 0 and out == "" and fixable.read_text() == GAN_FIXED
    assert "fixed 1 finding(s) in 1 file(s)" in err
    assert run_cli("--fix", str(fixable))[:2] == (0, "")  # nothing left, nothing changes
    assert fixable.read_text() == GAN_FIXED
    unfixable = tmp_path / "rep.py"
    unfixable.write_text(REPEATED)
    code, out, err = run_cli("--fix", str(tmp_path))
    assert code == 1 and "AGL005" in out and "AGL001" not in out


def test_cli_diff_writes_nothing(tmp_path, run_cli):
    path = tmp_path / "gan.py"
    path.write_text(GAN)
    code, out, err = run_cli("--diff", str(path))
    assert code == 1 and path.read_text() == GAN
    assert f"--- a/{str(path).lstrip('/')}" in out
    assert "-    lossD = netD(fake).mean()   # the D loss\n" in out
    assert "+    lossD = netD(fake.detach()).mean()   # the D loss\n" in out
    assert "would fix 1 finding(s) in 1 file(s); 0 would remain" in err
    clean = tmp_path / "ok.py"
    clean.write_text(GAN_FIXED)
    assert run_cli("--diff", str(clean))[:2] == (0, "")


def test_fix_keeps_crlf_bom_encoding_and_mode(tmp_path, run_cli):
    crlf = tmp_path / "crlf.py"
    crlf.write_bytes(ZERO_ONCE.replace("\n", "\r\n").encode())
    bom = tmp_path / "bom.py"
    bom.write_bytes(b"\xef\xbb\xbf" + GAN.encode())
    latin = tmp_path / "latin.py"
    latin.write_bytes(("# -*- coding: latin-1 -*-\n" + GAN + "name = 'caf\xe9'\n").encode("latin-1"))
    os.chmod(crlf, 0o754)
    assert run_cli("--fix", str(tmp_path))[0] == 0
    data = crlf.read_bytes()
    assert b"\r\n    opt.zero_grad()\r\n" in data and b"\n" not in data.replace(b"\r\n", b"")
    assert stat.S_IMODE(os.stat(crlf).st_mode) == 0o754
    assert bom.read_bytes() == b"\xef\xbb\xbf" + GAN_FIXED.encode()
    assert latin.read_bytes() == ("# -*- coding: latin-1 -*-\n" + GAN_FIXED +
                                  "name = 'caf\xe9'\n").encode("latin-1")
    assert not [p for p in os.listdir(tmp_path) if p.endswith(".tmp")]


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symlinks")
def test_fix_through_symlink_keeps_the_link(tmp_path, run_cli):
    real = tmp_path / "real.py"
    real.write_text(GAN)
    link = tmp_path / "link.py"
    link.symlink_to(real)
    assert run_cli("--fix", str(link))[0] == 0
    assert link.is_symlink() and real.read_text() == GAN_FIXED


def test_fix_reports_unparsable_file_and_fixes_the_others(tmp_path, run_cli):
    (tmp_path / "broken.py").write_text("import torch\ndef f(:\n")
    good = tmp_path / "gan.py"
    good.write_text(GAN)
    code, out, err = run_cli("--fix", str(tmp_path))
    assert code == 1 and "broken.py: cannot parse: line 2" in err
    assert good.read_text() == GAN_FIXED


def test_fix_with_json_format_reports_remaining(tmp_path, run_cli):
    import json

    (tmp_path / "gan.py").write_text(GAN)
    (tmp_path / "rep.py").write_text(REPEATED)
    code, out, _ = run_cli("--fix", "--format", "json", str(tmp_path))
    data = json.loads(out)
    assert code == 1 and [f["code"] for f in data["findings"]] == ["AGL005"]


def test_every_rule_example_fix_parses_and_settles():
    """The fixes of every rule (AGL010 .item(), AGL011 containers, AGL013, AGL020 ...) go through
    the same machinery: the result parses, the rule's own finding is gone, a second pass is a no-op."""
    from autograd_lint.rules import ALL_RULES

    rules = [rule() for rule in ALL_RULES]
    fixed_codes = set()
    for rule in ALL_RULES:
        for example in rule.INVALID:
            result = fix_text(example, "t.py", rules, Config(), unsafe=True)
            assert result.refused is None, rule.code
            if not result.changed:
                continue
            cst.parse_module(result.text)
            assert not fix_text(result.text, "t.py", rules, Config(), unsafe=True).changed
            fixed_codes |= {f.code for f in result.fixed}
            assert not [f for f in result.remaining
                        if f.code in {g.code for g in result.fixed} and f.fix is not None], rule.code
    assert {"AGL001", "AGL002", "AGL003", "AGL004"} <= fixed_codes


SHARED_D_OUTPUT = '''import torch
from torch import nn, optim
netG, netD = nn.Linear(4, 8), nn.Linear(8, 1)
optG, optD = optim.Adam(netG.parameters()), optim.Adam(netD.parameters())
for _ in range(3):
    optD.zero_grad()
    optG.zero_grad()
    d_fake = netD(netG(torch.randn(2, 4)))
    d_loss = d_fake.mean()
    d_loss.backward(retain_graph=True)
    optD.step()
    g_loss = -d_fake.mean()
    g_loss.backward()
    optG.step()
'''


def test_a_shared_output_gets_no_detach_fix(tmp_path, run_cli):
    """The D output that feeds the D loss also feeds the G loss: a .detach() where the fake
    enters D would stop G's training, so none is offered; the message says what to do."""
    path = tmp_path / "shared.py"
    path.write_text(SHARED_D_OUTPUT)
    code, out, err = run_cli("--fix", "--unsafe-fixes", str(path))
    assert code == 1 and path.read_text() == SHARED_D_OUTPUT
    assert "whose output also feeds another update; run netD on" in out
    assert "for this one" in out


@pytest.mark.parametrize("select", [None, ("AGL001",)])
def test_fix_that_would_cut_another_update_is_held_back(select, tmp_path, run_cli, monkeypatch):
    """A .detach() on a tensor whose D output also trains G would stop G training (AGL018):
    were such a fix offered, it is not applied, whether AGL018 is selected or not, and the
    user is told why (the rule offers none there: the guard is tested with it let through)."""
    from autograd_lint.rules import agl001_gan_missing_detach
    monkeypatch.setattr(agl001_gan_missing_detach, "_shared_output", lambda entry, ctx: False)
    config = Config(select=select)
    result = fix(SHARED_D_OUTPUT, rules=select_rules(config), config=config, unsafe=True)
    if not any(f.code == "AGL001" for f in result.remaining):
        pytest.skip("AGL001 no longer reports this shape")
    assert not result.changed
    (finding, why), = result.skipped
    assert finding.code == "AGL001" and finding.line == 8 and why.startswith("it would make AGL018")
    assert all(f.code != "AGL018" for f in result.remaining) or select is None
    path = tmp_path / "shared.py"
    path.write_text(SHARED_D_OUTPUT)
    args = ["--select", ",".join(select)] if select else []
    code, out, err = run_cli("--fix", "--unsafe-fixes", *args, str(path))
    assert code == 1 and path.read_text() == SHARED_D_OUTPUT
    assert f"{path}:8:" in err and "AGL001 fix not applied: it would make AGL018 appear" in err
