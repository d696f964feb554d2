"""A recurrent state carried across iterations without `.detach()` makes each backward walk the
previous iteration's graph: freed by that same backward (AGL005), and built before the step in
between changed the weights (AGL017). One mistake is reported once, as AGL005; a step that comes
between a forward and its own backward, with nothing carried, is still AGL017."""
import pytest

from autograd_lint import lint_paths

CARRIED = '''
import torch
import torch.nn as nn


class Rhythm(nn.Module):
    def __init__(self):
        super().__init__()
        self.gru = nn.GRU(1, 8, batch_first=True)
        self.next_head = nn.Linear(8, 1)
        self.regime_head = nn.Linear(8, 1)

    def forward(self, x, h=None):
        out, h = self.gru(x, h)
        return {"next": self.next_head(out).squeeze(-1),
                "regime": self.regime_head(out).squeeze(-1)}, h


def apply_update(optimizer, loss, clip=None):
    optimizer.zero_grad()
    loss.backward()
    if clip is not None:
        nn.utils.clip_grad_norm_([p for g in optimizer.param_groups for p in g["params"]], clip)
    optimizer.step()


class Learner:
    def __init__(self):
        self.net = Rhythm()
        self.calib = nn.Linear(1, 1)
        self.opt = torch.optim.Adam(self.net.parameters(), lr=1e-3)
        self.calib_opt = torch.optim.Adam(self.calib.parameters(), lr=1e-3)
        self._h = None

    def update(self, x, y):
        preds, h = self.net(x, self._h)
        self._h = h
        loss = (preds["next"] - y).pow(2).mean() + 0.5 * preds["regime"].abs().mean()
        apply_update(self.opt, loss, clip=1.0)
        {carry}
        apply_update(self.calib_opt, (self.calib(x) - 1).pow(2).mean())

    def fit(self, windows, epochs=2):
        for _ in range(epochs):
            self._h = None
            for x, y in windows:
                self.update(x, y)


Learner().fit([(torch.randn(2, 5, 1), torch.randn(2, 5)) for _ in range(4)])
'''

STEPPED_EARLY = '''
import torch
import torch.nn as nn

net = nn.Linear(3, 1)
opt = torch.optim.SGD(net.parameters(), lr=0.01)
for step in range(5):
    first = net(torch.randn(4, 3)).pow(2).mean()
    second = net(torch.randn(4, 3)).abs().mean()
    opt.zero_grad()
    first.backward()
    opt.step()
    second.backward()
'''


@pytest.mark.parametrize("carry, expected", [
    ("pass", ["AGL005"]),          # the carried graph: one finding, not an AGL017 beside it
    ("self._h = h.detach()", []),
])
def test_hidden_state_carried_across_iterations(tmp_path, carry, expected):
    (tmp_path / "rnn.py").write_text(CARRIED.replace("{carry}", carry))
    result = lint_paths([str(tmp_path)], jobs=1)
    assert [f.code for f in result.findings] == expected


def test_a_step_between_a_forward_and_its_backward_is_still_reported(tmp_path):
    (tmp_path / "early.py").write_text(STEPPED_EARLY)
    result = lint_paths([str(tmp_path)], jobs=1)
    assert [f.code for f in result.findings] == ["AGL017"]
