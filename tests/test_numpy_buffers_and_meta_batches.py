"""Two ways a tensor's graph is let go that the analysis used to miss: an item stored into a numpy
array is converted to a number (`weights[i] -= lr * loss` keeps no graph, and the array handed
to numpy later holds none: no AGL010, no AGL013), and a meta-batch's sum over its tasks, made
anew in each iteration of a loop that steps after it, holds one step's terms only (no AGL010)."""
import pytest

from autograd_lint import lint_paths

TASK_WEIGHTS = '''
import numpy as np
import torch
import torch.nn as nn


def project_to_simplex(v):
    ordered = np.flip(np.sort(v))
    shift = (1 - np.cumsum(ordered)) / np.arange(1, len(v) + 1)
    return np.maximum(v + shift.max(), 0)


model = nn.Sequential(nn.Linear(1, 32), nn.ReLU(), nn.Linear(32, 1))
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
tasks = 4
weights = np.ones(tasks) / tasks
for step in range(3):
    total = 0.0
    for i in range(tasks):
        x = torch.randn(10, 1)
        loss = (model(x) - torch.sin(x + i)).pow(2).mean()
        total = total + weights[i] * loss
        {store}
    weights = project_to_simplex(weights)
    opt.zero_grad()
    total.backward()
    opt.step()
'''


@pytest.mark.parametrize("store, expected", [
    ("weights[i] += 0.01 * loss", []),             # numpy keeps the number
    ("weights[i] = loss", []),
    ("history.append(0.01 * loss)", ["AGL010"]),    # a list keeps every step's graph
])
def test_tensors_stored_into_a_numpy_array(tmp_path, store, expected):
    source = TASK_WEIGHTS.replace("{store}", store)
    if "history" in store:
        source = source.replace("for step in range(3):", "history = []\nfor step in range(3):")
    (tmp_path / "weights.py").write_text(source)
    result = lint_paths([str(tmp_path)], jobs=1)
    assert [f.code for f in result.findings] == expected


META_BATCH = '''
import torch
import torch.nn as nn


class SineNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.hidden = nn.Linear(1, 16)
        self.out = nn.Linear(16, 1)

    def forward(self, x):
        return self.out(torch.tanh(self.hidden(x)))

    def parameterised(self, x, weights):
        h = torch.tanh(nn.functional.linear(x, weights[0], weights[1]))
        return nn.functional.linear(h, weights[2], weights[3])


class Learner:
    def __init__(self):
        self.model = SineNet()
        self.weights = list(self.model.parameters())
        self.meta_opt = torch.optim.Adam(self.weights, lr=1e-3)
        self.criterion = nn.MSELoss()

    def inner_loop(self, x, y):
        fast = [w.clone() for w in self.weights]
        for _ in range(2):
            loss = self.criterion(self.model.parameterised(x, fast), y)
            grads = torch.autograd.grad(loss, fast, create_graph=True)
            fast = [w - 0.01 * g for w, g in zip(fast, grads)]
        return self.criterion(self.model.parameterised(x, fast), y)

    def train(self, iterations, tasks=5):
        for _ in range(iterations):
            meta_loss = 0.0
            meta_grads = [torch.zeros_like(w) for w in self.weights]
            for _ in range(tasks):
                x = torch.randn(8, 1)
                loss = self.inner_loop(x, torch.sin(x))
                grads = torch.autograd.grad(loss, self.weights)
                meta_grads = [m + g for m, g in zip(meta_grads, grads)]
                meta_loss += loss
            {after}


Learner().train(3)
'''

APPLY = '''for w, g in zip(self.weights, meta_grads):
                w.grad = g / tasks
            self.meta_opt.step()'''

REPORT = '''print(sum(float(g.norm()) for g in meta_grads))'''


@pytest.mark.parametrize("after, expected", [
    (APPLY, []),             # the sum over tasks dies at the next meta-iteration
    (REPORT, ["AGL010"]),    # a loop that trains nothing: nothing lets the sum go as a step
])
def test_sum_over_the_tasks_of_a_meta_batch(tmp_path, after, expected):
    (tmp_path / "meta.py").write_text(META_BATCH.replace("{after}", after))
    result = lint_paths([str(tmp_path)], jobs=1)
    assert [f.code for f in result.findings] == expected


EPOCHS = '''
import torch
import torch.nn as nn

net = nn.Linear(4, 1)
opt = torch.optim.SGD(net.parameters(), lr=0.1)
batches = [(torch.randn(8, 4), torch.randn(8, 1)) for _ in range(3)]
for epoch in range(3):
    for x, y in batches:
        loss = (net(x) - y).pow(2).mean()
        opt.zero_grad()
        loss.backward()
        opt.step()
    held_out = 0.0
    for x, y in batches:
        held_out += (net(x) - y).pow(2).mean()
    print(epoch, float(held_out))
'''


def test_a_sum_after_the_step_of_each_epoch_is_still_reported(tmp_path):
    """An evaluation's running sum after each epoch's training: no meta-batch, whose loop steps
    after the sum in the same iteration."""
    (tmp_path / "epochs.py").write_text(EPOCHS)
    result = lint_paths([str(tmp_path)], jobs=1)
    assert "AGL010" in [f.code for f in result.findings]
