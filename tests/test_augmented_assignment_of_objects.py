"""`meter += loss` of an object whose class defines `__iadd__` runs that method: a running mean
that keeps `value.detach().cpu()` keeps no graph (soft-intro-vae's LossTracker, `self.tracks[k]
+= v`: four false AGL010), and one that keeps the tensor itself keeps it (AGL010 in the
method)."""
from autograd_lint import lint_paths

PROGRAM = '''
import torch


class RunningMean:
    def __init__(self):
        self.values = []

    def __iadd__(self, value):
        self.values.append(value.detach().cpu())
        return self


class Tracker:
    def __init__(self):
        self.tracks = {}

    def update(self, d):
        for k, v in d.items():
            if k not in self.tracks:
                self.tracks[k] = RunningMean()
            self.tracks[k] += v


net = torch.nn.Linear(3, 1)
opt = torch.optim.SGD(net.parameters(), lr=0.1)
tracker, meter = Tracker(), RunningMean()
for _ in range(3):
    opt.zero_grad()
    loss = net(torch.randn(4, 3)).pow(2).mean()
    tracker.update(dict(loss=loss))
    meter += loss
    loss.backward()
    opt.step()
'''


def _lint(tmp_path, text: str) -> list[tuple[int, str]]:
    path = tmp_path / "prog.py"
    path.write_text(text.lstrip())
    return sorted((f.line, f.code) for f in lint_paths([str(path)]).findings)


def test_an_iadd_that_detaches_keeps_no_graph(tmp_path):
    assert _lint(tmp_path, PROGRAM) == []


def test_an_iadd_that_keeps_the_tensor_is_agl010(tmp_path):
    text = PROGRAM.replace("self.values.append(value.detach().cpu())", "self.values.append(value)")
    assert (9, "AGL010") in _lint(tmp_path, text)
