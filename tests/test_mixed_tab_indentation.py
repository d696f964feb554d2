"""Indentation that mixes tabs and spaces, which CPython reads (a tab to the next multiple of 8)
and libcst's tokenizer refuses, is linted as CPython reads it, on the same lines; `--fix` leaves
such a file alone, since the tree does not reproduce its text."""
from autograd_lint import lint_source
from autograd_lint.analysis import select_rules
from autograd_lint.config import Config
from autograd_lint.fixer import fix_text

# the validation forward sits after the `with` block; two lines are indented with spaces and a
# tab (7 spaces and a tab: column 8, as the 8 spaces of the lines around them)
MIXED = (
    "import torch\n"
    "from torch import nn\n"
    "\n"
    "net = nn.Linear(4, 1)\n"
    "opt = torch.optim.SGD(net.parameters(), lr=0.1)\n"
    "for step in range(3):\n"
    "    opt.zero_grad()\n"
    "    net(torch.randn(8, 4)).pow(2).mean().backward()\n"
    "    opt.step()\n"
    "    total = 0.0\n"
    "    for x in [torch.randn(8, 4)]:\n"
    "       \twith torch.no_grad():\n"
    "            x = x * 2\n"
    "       \tTAIL\n"
)


def test_mixed_tab_indentation_cpython_accepts_is_linted():
    source = MIXED.replace("TAIL", "total += net(x).mean()")
    compile(source, "t.py", "exec")  # (valid Python)
    findings = lint_source(source, "t.py")
    assert [(f.line, f.code) for f in findings] == [(14, "AGL010")]
    assert findings[0].fix is not None


def test_the_same_file_is_not_fixed():
    source = MIXED.replace("TAIL", "total += net(x).mean()")
    result = fix_text(source, "t.py", select_rules(Config()), Config(), unsafe=True)
    assert result.text == source and not result.fixed
    assert "mixes tabs and spaces" in result.refused


def test_the_same_file_indented_with_spaces_is_fixed():
    source = MIXED.replace("       \t", "        ").replace("TAIL", "total += net(x).mean()")
    result = fix_text(source, "t.py", select_rules(Config()), Config(), unsafe=True)
    assert "total += net(x).mean().item()" in result.text
