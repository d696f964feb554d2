"""Parameters reached item by item: an optimizer over groups built from
`model.named_parameters()` is cleared by `model.zero_grad()` (each parameter is a part of the
model), and the parameters of an nn.ParameterDict / nn.ParameterList (`.values()`, iteration,
indexing) are parameters for in-place edits (AGL002)."""
from autograd_lint import lint_paths

GROUPED = '''
import torch
import torch.nn as nn


def create_optimizer(model, lr, weight_decay):
    decay, no_decay = [], []
    for name, param in model.named_parameters():
        if not param.requires_grad:
            continue
        (no_decay if param.ndim < 2 else decay).append(param)
    groups = [{"params": decay, "weight_decay": weight_decay},
              {"params": no_decay, "weight_decay": 0.0}]
    return torch.optim.AdamW(groups, lr=lr)


model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 1))
optimizer = create_optimizer(model, 1e-3, 0.01)
model.zero_grad()
for step in range(8):
    loss = model(torch.randn(16, 4)).pow(2).mean()
    loss.backward()
    if (step + 1) % 4 == 0:
        optimizer.step()
        {zeroing}
'''

CONTAINERS = '''
import torch
import torch.nn as nn


class MetaSGD(nn.Module):
    def __init__(self):
        super().__init__()
        self.net = nn.Linear(3, 1)
        self.alphas = nn.ParameterDict({
            name.replace(".", "__"): nn.Parameter(torch.full_like(p, 0.1))
            for name, p in self.net.named_parameters()
        })
        self.scales = nn.ParameterList([nn.Parameter(torch.ones(1)) for _ in range(2)])

    def forward(self, x):
        return self.net(x) * self.scales[0] * self.scales[1]

    {decorator}
    def clip(self):
        for alpha in self.alphas.values():
            alpha.clamp_(0.0, 0.5)
        for scale in self.scales:
            scale.clamp_(min=0.1)
        self.scales[0].mul_(1.0)


learner = MetaSGD()
opt = torch.optim.Adam(learner.parameters(), lr=0.01)
for _ in range(3):
    opt.zero_grad()
    learner(torch.randn(4, 3)).sum().backward()
    opt.step()
    learner.clip()
'''


def _lint(tmp_path, text: str) -> list[tuple[int, str]]:
    path = tmp_path / "train.py"
    path.write_text(text.lstrip())
    return [(f.line, f.code) for f in lint_paths([str(path)], jobs=1).findings]


def test_zeroing_the_model_clears_an_optimizer_over_groups_of_its_parameters(tmp_path):
    assert _lint(tmp_path, GROUPED.replace("{zeroing}", "model.zero_grad()")) == []


def test_no_zeroing_after_the_step_still_accumulates(tmp_path):
    assert _lint(tmp_path, GROUPED.replace("{zeroing}", "pass")) == [(23, "AGL004")]


def test_in_place_edits_of_parameter_containers_outside_no_grad(tmp_path):
    assert _lint(tmp_path, CONTAINERS.replace("{decorator}", "")) == \
        [(21, "AGL002"), (23, "AGL002"), (24, "AGL002")]


def test_in_place_edits_of_parameter_containers_under_no_grad(tmp_path):
    assert _lint(tmp_path, CONTAINERS.replace("{decorator}", "@torch.no_grad()")) == []
