"""A network that an optimizer trains, run with grad on in a loop that neither backpropagates
nor steps (a test pass over another loader inside the epoch loop, a loop drawing samples to
save), builds graphs no backward walks: AGL009, though no `eval()` says it is an evaluation."""
from __future__ import annotations

import textwrap

from autograd_lint import lint_source

PROGRAM = """
import torch
from torch import nn

net = nn.Sequential(nn.Linear(4, 16), nn.ReLU(), nn.Linear(16, 2))
opt = torch.optim.Adam(net.parameters(), lr=1e-3)
train = [(torch.randn(8, 4), torch.randint(0, 2, (8,))) for _ in range(4)]
held_out = [(torch.randn(8, 4), torch.randint(0, 2, (8,))) for _ in range(4)]
for epoch in range(10):
    for x, y in train:
        loss = nn.functional.cross_entropy(net(x), y)
        opt.zero_grad()
        loss.backward()
        opt.step()
    hits = 0
    {guard}
        for x, y in held_out:
            hits += (net(x).argmax(1) == y).sum().item()
    print(epoch, hits)
"""


def codes(source: str) -> set[tuple[int, str]]:
    return {(f.line, f.code) for f in lint_source(textwrap.dedent(source), "train.py")}


def test_a_test_pass_inside_the_epoch_loop_builds_graphs():
    source = PROGRAM.replace("{guard}", "if True:")
    line = source.splitlines().index("            hits += (net(x).argmax(1) == y).sum().item()") + 1
    assert (line, "AGL009") in codes(source)


def test_the_same_pass_under_no_grad_is_silent():
    assert codes(PROGRAM.replace("{guard}", "with torch.no_grad():")) == set()


def test_forwards_kept_for_a_later_backward_are_no_evaluation():
    source = """
    import torch
    from torch import nn

    policy = nn.Linear(4, 2)
    opt = torch.optim.Adam(policy.parameters(), lr=1e-3)
    for episode in range(100):
        log_probs, rewards = [], []
        for t in range(20):
            dist = torch.distributions.Categorical(logits=policy(torch.randn(4)))
            action = dist.sample()
            log_probs.append(dist.log_prob(action))
            rewards.append(float(action))
        loss = -(torch.stack(log_probs) * torch.tensor(rewards)).sum()
        opt.zero_grad()
        loss.backward()
        opt.step()
    """
    assert codes(source) == set()


def test_a_network_nothing_trains_is_left_to_its_other_premises():
    source = """
    import torch
    from torch import nn

    encoder = nn.Linear(4, 8)
    head = nn.Linear(8, 2)
    opt = torch.optim.SGD(head.parameters(), lr=0.1)
    for epoch in range(3):
        features = []
        for x in [torch.randn(8, 4) for _ in range(5)]:
            features.append(encoder(x).detach())
        for f in features:
            loss = head(f).pow(2).mean()
            opt.zero_grad()
            loss.backward()
            opt.step()
    """
    assert codes(source) == set()
