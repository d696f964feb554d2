"""A step on one path of a branch and a graph kept on the other (a rollout's lists, emptied where
the update ran, filled where it did not): after the join, the later backward is not known to
walk a graph older than the step (AGL017), whichever path ran. A forward kept across a step on
every path still is."""
from autograd_lint import lint_source

SEGMENTS = '''
import torch
import torch.nn as nn

policy = nn.GRUCell(3, 8)
head = nn.Linear(8, 2)
opt = torch.optim.Adam([*policy.parameters(), *head.parameters()])


def update(scores):
    loss = -torch.stack(scores).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()


def episode(observations, segment=4):
    h = torch.zeros(1, 8)
    scores = []
    for step, obs in enumerate(observations):
        h = policy(obs, h)
        scores.append(head(h).max())
        if len(scores) == segment or step == len(observations) - 1:
            update(scores)
            scores = []
            h = h.detach()


episode([torch.randn(1, 3) for _ in range(10)])
'''

KEPT = '''
import torch
import torch.nn as nn

net = nn.Linear(3, 1)
opt = torch.optim.SGD(net.parameters(), lr=0.1)


def train(batches, extra):
    for x in batches:
        out = net(x)
        opt.zero_grad()
        out.pow(2).mean().backward(retain_graph=True)
        if extra:
            opt.step()
        out.mean().backward()
'''


def codes(source):
    return [finding.code for finding in lint_source(source, "train.py")]


def test_lists_emptied_where_the_update_ran_are_not_a_stale_graph():
    assert codes(SEGMENTS) == []


def test_a_forward_kept_across_a_step_on_the_path_that_took_it():
    assert codes(KEPT) == ["AGL017"]
