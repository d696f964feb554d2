"""An evaluation loop with grad on (after the training loop, no `eval()`) whose model's
forward gathers its steps' outputs in a list (`outputs.append(output)`, each fed back as the
next step's input, then `torch.stack(outputs)`) sums nothing over the loop: that list is the
forward's own, so the loop is no training computation AGL010 speaks of, and AGL009 reports
it. ethanfetaya/NRI's `lstm_baseline.py:251` was missed so (session 37's last look) while
its `test()` twin was reported."""
import textwrap

from autograd_lint import lint_source

PROGRAM = '''
import torch
import torch.nn as nn
import torch.nn.functional as F


class Rollout(nn.Module):
    def __init__(self):
        super().__init__()
        self.cell = nn.LSTMCell(4, 8)
        self.out = nn.Linear(8, 4)

    def forward(self, inputs, steps):
        hx = cx = torch.zeros(inputs.size(0), 8)
        outputs = []
        for step in range(steps):
            ins = inputs[:, step] if step == 0 else outputs[step - 1]
            hx, cx = self.cell(ins, (hx, cx))
            outputs.append(self.out(hx))
        return torch.stack(outputs, dim=1)


model = Rollout()
optimizer = torch.optim.Adam(model.parameters())


def train(train_loader, valid_loader):
    losses, val_losses = [], []
    model.train()
    for data in train_loader:
        optimizer.zero_grad()
        loss = F.mse_loss(model(data, 3), data[:, 1:4])
        loss.backward()
        optimizer.step()
        losses.append(loss.item())

    for data in valid_loader:
        output = model(data, 3)
        val_losses.append(F.mse_loss(output, data[:, 1:4]).item())
    return sum(losses), sum(val_losses)


for epoch in range(3):
    train([torch.randn(2, 5, 4)], [torch.randn(2, 5, 4)])
'''


def _codes(source: str) -> list[tuple[int, str]]:
    return [(f.line, f.code) for f in lint_source(textwrap.dedent(source).lstrip(), "t.py")]


def test_the_validation_loop_is_reported():
    assert _codes(PROGRAM) == [(37, "AGL009")]


def test_under_no_grad_it_is_not():
    source = PROGRAM.replace(
        "    for data in valid_loader:\n        output = model(data, 3)\n",
        "    for data in valid_loader:\n        with torch.no_grad():\n"
        "            output = model(data, 3)\n")
    assert "with torch.no_grad()" in source
    assert _codes(source) == []


def test_a_validation_loop_keeping_its_loss_tensors_is_agl010s():
    source = PROGRAM.replace("val_losses.append(F.mse_loss(output, data[:, 1:4]).item())",
                             "val_losses.append(F.mse_loss(output, data[:, 1:4]))")
    assert _codes(source) == [(38, "AGL010")]
