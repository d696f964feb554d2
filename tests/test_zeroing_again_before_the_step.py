"""A zeroing that wipes a backward's gradients is AGL014 only when nothing zeroes them again
before the step: a sanity check's backward and `net.zero_grad()`, then the training step's own
`opt.zero_grad(); loss.backward(); opt.step()`, wastes nothing that step was to apply. Which
optimizer a finding names does not depend on the order they are met in."""
from autograd_lint import lint_paths, lint_source

SANITY = '''
import torch
import torch.nn as nn

net = nn.Sequential(nn.Linear(4, 8), nn.Tanh(), nn.Linear(8, 2))
actor_opt = torch.optim.Adam(net[0].parameters())
critic_opt = torch.optim.Adam(net[2].parameters())


def sanity_check():
    x = torch.randn(3, 4, requires_grad=True)
    net(x).sum().backward()
    assert x.grad is not None
    net.zero_grad(set_to_none=True)


def update(x, y):
    loss = (net(x) - y).pow(2).mean()
    actor_opt.zero_grad()
    critic_opt.zero_grad()
    loss.backward()
    actor_opt.step()
    critic_opt.step()


sanity_check()
for _ in range(5):
    update(torch.randn(8, 4), torch.randn(8, 2))
'''

HELPER = '''
import torch
import torch.nn as nn

net = nn.Linear(4, 1)
opt = torch.optim.SGD(net.parameters(), lr=0.1)


def backprop(loss):
    opt.zero_grad()
    loss.backward()


for _ in range(5):
    x = torch.randn(8, 4)
    backprop(net(x).pow(2).mean())
    backprop(net(x).abs().mean())
    opt.step()
'''

LOGGER = '''
import torch
import torch.nn as nn


def grad_norms(net):
    norms = {name: p.grad.norm().item() for name, p in net.named_parameters()}
    net.zero_grad(set_to_none=True)
    return norms


def train(net, opt, batches):
    for x, y in batches:
        opt.zero_grad()
        loss = (net(x) - y).pow(2).mean()
        loss.backward()
        for name, norm in grad_norms(net).items():  # (the helper is met once per iteration run)
            print(name, norm)
        opt.step()


model = nn.Linear(4, 1)
batches = [(torch.randn(8, 4), torch.randn(8, 1))]
train(model, torch.optim.SGD(model.parameters(), lr=0.1), batches)
train(model, torch.optim.Adam(model.parameters()), batches)  # (the same network, one more run)
'''


def findings(source):
    return [(f.code, f.line) for f in lint_source(source, "train.py")]


def test_a_sanity_backward_wiped_before_the_training_step_zeroes_again():
    assert findings(SANITY) == []


def test_a_helper_that_zeroes_before_each_backward_still_wastes_the_first():
    assert findings(HELPER) == [("AGL014", 10)]


def test_a_logging_helper_that_zeroes_between_backward_and_step():
    assert findings(LOGGER) == [("AGL014", 8)]


def test_the_logging_helper_in_a_module_of_its_own(tmp_path):
    """(The zeroing then runs once per importer's run; met twice, it is still the one that
    wiped the backward's gradients.)"""
    helper, _, rest = LOGGER.partition("def train(")
    (tmp_path / "diagnostics.py").write_text(helper)
    (tmp_path / "loop.py").write_text("import torch\nfrom diagnostics import grad_norms\n\n\n"
                                      "def train(" + rest.partition("model = ")[0])
    (tmp_path / "main.py").write_text("import torch\nimport torch.nn as nn\nfrom loop import train"
                                      "\n\nmodel = " + rest.partition("model = ")[2])
    result = lint_paths([str(tmp_path)], jobs=1)
    assert [(f.path.rsplit("/", 1)[-1], f.code, f.line) for f in result.findings] == \
        [("diagnostics.py", "AGL014", 8)]
