"""A backward whose loss reaches nothing the next stepping optimizer owns is not that
optimizer's update (AGL001): an EWC Fisher estimate backpropagating through a copy of the model
(which an optimizer built for it owns) does not feed the output of that copy into the update
of another network trained afterwards (GMvandeVen/continual-learning's tutorial notebook,
session 43). A target network's output inside the trained network's loss still is."""
import textwrap

from autograd_lint import lint_source

FISHER = '''
import copy
import torch
import torch.nn as nn
import torch.nn.functional as F

base = nn.Linear(4, 3)
model_a = copy.deepcopy(base)
model_b = copy.deepcopy(base)
data = [(torch.randn(2, 4), torch.randint(0, 3, (2,)))]


def estimate(model, data):
    for x, y in data:
        output = model(x)
        for k in range(3):
            nll = F.cross_entropy(output, torch.LongTensor([k, k]))
            nll.backward(retain_graph=True)


def train(model, data):
    optimizer = torch.optim.Adam(model.parameters(), lr=0.1)
    for x, y in data:
        optimizer.zero_grad()
        F.cross_entropy(model(x), y).backward()
        optimizer.step()


def setup(model):
    optimizer = torch.optim.Adam(model.parameters(), lr=0.1)


for context in range(2):
    setup(model_a)
    estimate(model_a, data)
for context in range(2):
    train(model_b, data)
'''

TARGET = '''
import copy
import torch
import torch.nn as nn

online = nn.Linear(4, 2)
target = copy.deepcopy(online)
optimizer = torch.optim.Adam(online.parameters(), lr=0.1)
for _ in range(3):
    s, s2, r = torch.randn(8, 4), torch.randn(8, 4), torch.randn(8)
    goal = r + 0.9 * target(s2).max(1).values
    loss = (online(s).max(1).values - goal).pow(2).mean()
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    target.load_state_dict(online.state_dict())
'''


def codes(source: str) -> list[str]:
    return [f.code for f in lint_source(textwrap.dedent(source), "ewc.py")]


def test_a_fisher_estimate_through_a_copy_feeds_no_update():
    assert codes(FISHER) == []


def test_a_target_network_in_the_trained_loss_still_does():
    assert codes(TARGET) == ["AGL001"]
