"""A sum over a loop that runs once per network (each discriminator of a multi-scale GAN
updated in turn), made anew for each batch, keeps one graph per network until the next batch:
bounded, not an AGL010 leak. The same sum made once before the batch loop grows with every
batch and is reported."""
from __future__ import annotations

import textwrap

from autograd_lint import lint_source

TRAINER = """
import torch
import torch.nn as nn


def discriminator_loss(net, real, fake):
    return nn.functional.softplus(-net(real)).mean() + nn.functional.softplus(net(fake)).mean()


def build(scales):
    nets = []
    if scales > 0:
        nets.append(nn.Linear(4, 1))
    if scales > 1:
        nets.append(nn.Linear(4, 1))
    return nets


def train(loader, epochs, scales=2):
    g = nn.Linear(4, 4)
    nets_d = build(scales)
    opt_g = torch.optim.Adam(g.parameters())
    opts_d = [torch.optim.Adam(d.parameters()) for d in nets_d]
    {before_epochs}
    for epoch in range(epochs):
        for x in loader:
            fake = g(torch.randn(8, 4))
            {before_scales}
            for i in range(len(nets_d)):
                nets_d[i].zero_grad()
                err_d = discriminator_loss(nets_d[i], x, fake.detach())
                err_d.backward()
                opts_d[i].step()
                err_total += err_d
            g.zero_grad()
            g_loss = nn.functional.softplus(-nets_d[0](fake)).mean()
            g_loss.backward()
            opt_g.step()
        print(epoch, err_total.item())


train([torch.randn(8, 4) for _ in range(3)], 2)
"""


def codes(source: str) -> list[tuple[int, str]]:
    return [(f.line, f.code) for f in lint_source(textwrap.dedent(source), "train.py")]


def test_a_sum_over_the_discriminators_made_for_each_batch_is_bounded():
    source = TRAINER.replace("{before_epochs}", "pass").replace("{before_scales}",
                                                                "err_total = 0")
    assert codes(source) == []


def test_the_same_sum_made_once_for_the_whole_run_is_reported():
    source = TRAINER.replace("{before_epochs}", "err_total = 0").replace(
        "{before_scales}", "pass")
    line = source.splitlines().index("                err_total += err_d") + 1
    assert (line, "AGL010") in codes(source)


def test_a_sum_over_the_batches_made_for_each_epoch_is_reported():
    # (the loop it outlives runs once per batch, not once per network)
    source = """
    import torch
    import torch.nn as nn

    net = nn.Linear(4, 1)
    opt = torch.optim.SGD(net.parameters(), lr=0.1)
    for epoch in range(3):
        total = 0
        for x in [torch.randn(8, 4) for _ in range(4)]:
            loss = net(x).pow(2).mean()
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss
        print(total.item())
    """
    assert "AGL010" in {code for _, code in codes(source)}


def test_a_network_picked_from_a_list_built_by_appends_is_one_of_those_networks():
    # `nets_d[i]` is one of the appended discriminators: a loss cut from it trains nothing
    source = TRAINER.replace("{before_epochs}", "pass").replace(
        "{before_scales}", "err_total = 0").replace(
        "nn.functional.softplus(-net(real)).mean() + nn.functional.softplus(net(fake)).mean()",
        "nn.functional.softplus(-net(real).detach()).mean() + "
        "nn.functional.softplus(net(fake).detach()).mean()")
    line = source.splitlines().index("                err_d.backward()") + 1
    assert (line, "AGL018") in codes(source)
