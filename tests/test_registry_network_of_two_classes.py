"""A network picked from a registry by a name not known (`MODELS[name](**kw)`, a class and its
subclass) is one of the two; a method the base class defines is run on it as on either (s40d
m01: `net.reset_classifier(n)` after the Trainer built its optimizer, AGL019, was missed)."""
from autograd_lint import lint_paths

PROGRAM = '''
import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self, n=6):
        super().__init__()
        self.body = nn.Linear(4, 8)
        self.fc = nn.Linear(8, n)

    def forward(self, x):
        return self.fc(self.body(x))

    def get_classifier(self):
        return self.fc

    def reset_classifier(self, n):
        self.fc = nn.Linear(8, n)


class Trainer:
    def __init__(self, net):
        self.net = net
        self.optim = torch.optim.SGD(net.parameters(), lr=0.1)

    def fit(self, x, y):
        for _ in range(3):
            self.optim.zero_grad()
            nn.functional.cross_entropy(self.net(x), y).backward()
            self.optim.step()


class Wide(Net):
    pass


MODELS = {"net": Net, "wide": Wide}


def get_model(name, **kwargs):
    return MODELS[name](**kwargs)


import sys
net = get_model(sys.argv[1], n=6)
trainer = Trainer(net)
net.reset_classifier(8)
trainer.fit(torch.randn(5, 4), torch.randint(0, 8, (5,)))
'''


def _lint(tmp_path, text: str) -> list[tuple[int, str]]:
    path = tmp_path / "prog.py"
    path.write_text(text.lstrip())
    return sorted((f.line, f.code) for f in lint_paths([str(path)]).findings)


def test_a_head_swapped_on_a_registry_network_after_the_optimizer_is_agl019(tmp_path):
    assert _lint(tmp_path, PROGRAM) == [(18, "AGL019")]


def test_the_optimizer_built_after_the_swap_is_quiet(tmp_path):
    text = PROGRAM.replace("trainer = Trainer(net)\nnet.reset_classifier(8)",
                           "net.reset_classifier(8)\ntrainer = Trainer(net)")
    assert text != PROGRAM
    assert _lint(tmp_path, text) == []
