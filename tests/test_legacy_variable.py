"""`Variable(x)` has returned a new tensor of x's memory with no history since PyTorch 0.4, as
`x.detach()` does, and with requires_grad=True a new leaf. A PGD attack rebuilding its
perturbation with `Variable(torch.clamp(x_adv, 0, 1), requires_grad=True)` reads the .grad of a
leaf (no AGL008 / AGL020); a loss computed from `Variable(net(x))` trains nothing (AGL018)."""
from __future__ import annotations

import textwrap

from autograd_lint import lint_source


def codes(source: str) -> list[tuple[int, str]]:
    return [(f.line, f.code) for f in lint_source(textwrap.dedent(source), "attack.py")]


def test_a_perturbation_rebuilt_by_variable_is_a_leaf():
    source = """
    import torch
    import torch.nn as nn
    from torch import optim
    from torch.autograd import Variable

    model = nn.Linear(4, 3)
    model.eval()


    def pgd(x, y, steps=5, step_size=0.01, epsilon=0.03):
        x_adv = Variable(x.data, requires_grad=True)
        for _ in range(steps):
            opt = optim.SGD([x_adv], lr=1e-3)
            opt.zero_grad()
            loss = nn.CrossEntropyLoss()(model(x_adv), y)
            loss.backward()
            eta = step_size * x_adv.grad.data.sign()
            x_adv = Variable(x_adv.data + eta, requires_grad=True)
            x_adv = Variable(torch.clamp(x_adv, 0, 1.0), requires_grad=True)
        return x_adv


    with torch.no_grad():
        x = torch.rand(8, 4)
    adv = pgd(x, torch.randint(0, 3, (8,)))
    """
    found = {code for _, code in codes(source)}
    assert not found & {"AGL008", "AGL020"}


def test_a_loss_of_a_wrapped_output_trains_nothing():
    source = """
    import torch
    import torch.nn as nn
    from torch.autograd import Variable

    net = nn.Linear(4, 1)
    opt = torch.optim.SGD(net.parameters(), lr=0.1)
    for x, y in [(torch.randn(8, 4), torch.randn(8, 1)) for _ in range(3)]:
        out = Variable(net(x))
        loss = nn.functional.mse_loss(out, y)
        opt.zero_grad()
        loss.backward()
        opt.step()
    """
    found = [f for f in lint_source(textwrap.dedent(source), "train.py") if f.code == "AGL018"]
    assert len(found) == 1 and "Variable()" in found[0].message


def test_wrapping_the_data_changes_nothing():
    source = """
    import torch
    import torch.nn as nn
    from torch.autograd import Variable

    net = nn.Linear(4, 1)
    opt = torch.optim.SGD(net.parameters(), lr=0.1)
    for x, y in [(torch.randn(8, 4), torch.randn(8, 1)) for _ in range(3)]:
        x, y = Variable(x), Variable(y)
        loss = nn.functional.mse_loss(net(x), y)
        opt.zero_grad()
        loss.backward()
        opt.step()
    """
    assert codes(source) == []
