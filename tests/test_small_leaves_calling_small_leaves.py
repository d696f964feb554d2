"""Past the call-depth limit, a short helper of library calls still runs (a small leaf); so
does one whose only project calls are to small leaves themselves (a detection head's
`decode(p)` calling its static `_make_grid(ny, nx)`), five calls down a trainer. Its in-place
edit of the sigmoid output that the loss backpropagates through is AGL006 (s40 i01 was missed:
`decode` was cut). Edited out of place, it is quiet."""
from autograd_lint import lint_paths

PROGRAM = '''
import torch
import torch.nn as nn


class Head(nn.Module):
    def __init__(self):
        super().__init__()
        self.m = nn.Conv2d(4, 6, 1)
        self.stride = 8

    def forward(self, feat):
        return self.m(feat).permute(0, 2, 3, 1).contiguous()

    @staticmethod
    def _make_grid(ny, nx):
        yv, xv = torch.meshgrid(torch.arange(ny), torch.arange(nx), indexing="ij")
        return torch.stack((xv, yv), 2).float()

    def decode(self, p):
        grid = self._make_grid(p.shape[1], p.shape[2])
        y = p.sigmoid()
        y[..., 0:2] = (y[..., 0:2] * 2.0 - 0.5 + grid) * self.stride
        return y


class ComputeLoss:
    def __init__(self, head):
        self.head = head

    def __call__(self, p, targets):
        decoded = self.head.decode(p)
        return (decoded[..., :4] - targets).abs().mean()


class Trainer:
    def __init__(self, head):
        self.head = head
        self.criterion = ComputeLoss(head)
        self.optimizer = torch.optim.SGD(head.parameters(), lr=0.1)

    def train_one_epoch(self):
        for _ in range(2):
            loss = self.criterion(self.head(torch.randn(2, 4, 5, 5)), torch.randn(2, 5, 5, 4))
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()

    def fit(self, epochs):
        for _ in range(epochs):
            self.train_one_epoch()


def main():
    Trainer(Head()).fit(2)


if __name__ == "__main__":
    main()
'''


def _lint(tmp_path, text: str) -> list[tuple[int, str]]:
    path = tmp_path / "prog.py"
    path.write_text(text.lstrip())
    return sorted((f.line, f.code) for f in lint_paths([str(path)]).findings)


def test_an_edit_in_a_helper_past_the_depth_limit_is_agl006(tmp_path):
    assert _lint(tmp_path, PROGRAM) == [(22, "AGL006")]


def test_the_out_of_place_edit_is_quiet(tmp_path):
    text = PROGRAM.replace(
        "        y[..., 0:2] = (y[..., 0:2] * 2.0 - 0.5 + grid) * self.stride\n",
        "        y = torch.cat([(y[..., 0:2] * 2.0 - 0.5 + grid) * self.stride, y[..., 2:]], -1)\n")
    assert _lint(tmp_path, text) == []
