"""AGL001's `.detach()` goes on what carries the graph, spelt so that it parses as meant: an
expression is parenthesised (`(fake + noise).detach()`, not `fake + noise.detach()`), and the
items of a generator are detached, not the generator (which has no `.detach()`)."""
import textwrap

from autograd_lint import lint_source
from autograd_lint.analysis import select_rules
from autograd_lint.config import Config
from autograd_lint.fixer import fix_text

GAN = '''
import torch
import torch.nn as nn

G = nn.Linear(2, 2)
D = nn.Linear(2, 1)
optD = torch.optim.SGD(D.parameters(), lr=0.1)
optG = torch.optim.SGD(G.parameters(), lr=0.1)
for _ in range(3):
    z = torch.randn(4, 2)
    fake = G(z)
    noise = torch.randn(4, 2)
    parts = {"fake": fake, "noise": noise}
    lossD = D(INPUT).mean()
    optD.zero_grad()
    lossD.backward()
    optD.step()
    lossG = -D(G(z)).mean()
    optG.zero_grad()
    lossG.backward()
    optG.step()
'''


def fixed(program: str) -> tuple[str, list[str]]:
    result = fix_text(program, "t.py", select_rules(Config()), Config(), unsafe=True)
    return result.text, [f.message for f in lint_source(program, "t.py")]


def test_sum_is_parenthesised():
    text, messages = fixed(textwrap.dedent(GAN).replace("INPUT", "fake + noise"))
    assert "D((fake + noise).detach())" in text
    assert messages[0].endswith("use (fake + noise).detach()")


def test_generator_items_detached():
    source = textwrap.dedent(GAN).replace("INPUT", "*(parts[k] for k in ('fake',))")
    text, messages = fixed(source)
    assert "D(*(parts[k].detach() for k in ('fake',)))" in text
    assert messages[0].endswith("use parts[k].detach() for each item")
