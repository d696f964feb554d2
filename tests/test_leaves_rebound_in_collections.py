"""Leaves held in collections, rebound or replaced by computed tensors (AGL003): a from-scratch
network's weights in a list or a dict filled by runtime keys (`params[f"W{i}"] = ...`), updated
by `params = [p - lr * p.grad for p in params]` or a dict comprehension (s39c g13); a MAML inner
loop assigning `layer.weight = layer.weight - lr * g` to the torch layers of an
`nn.ModuleList([...])` (s39d h03). Their correct look-alikes are not reported."""
from autograd_lint import lint_paths

LIST_OF_LEAVES = '''
import torch

W1 = torch.randn(2, 8, requires_grad=True)
b1 = torch.zeros(8, requires_grad=True)
W2 = torch.randn(8, 1, requires_grad=True)
params = [W1, b1, W2]
X, y = torch.randn(16, 2), torch.randn(16, 1)
for step in range(100):
    W1, b1, W2 = params
    loss = ((torch.tanh(X @ W1 + b1) @ W2 - y) ** 2).mean()
    loss.backward()
    params = [p - 0.1 * p.grad for p in params]
'''

DICT_OF_LEAVES = '''
import math
import torch


def init_params(sizes=(2, 16, 1)):
    params = {}
    for i, (a, b) in enumerate(zip(sizes[:-1], sizes[1:])):
        params[f"W{i}"] = (torch.randn(a, b) / math.sqrt(a)).requires_grad_()
        params[f"b{i}"] = torch.zeros(b, requires_grad=True)
    return params


def forward(params, x):
    h = x
    for i in range(len(params) // 2):
        h = torch.tanh(h @ params[f"W{i}"] + params[f"b{i}"])
    return h.squeeze(-1)


params = init_params()
X, y = torch.randn(32, 2), torch.rand(32)
for step in range(200):
    loss = ((forward(params, X) - y) ** 2).mean()
    loss.backward()
    params = {name: p - 0.5 * p.grad for name, p in params.items()}
'''

MAML_LAYERS = '''
import torch
import torch.nn as nn
import torch.nn.functional as F


class Regressor(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = nn.ModuleList([nn.Linear(1, 40), nn.Linear(40, 1)])

    def forward(self, x):
        for layer in self.layers[:-1]:
            x = F.relu(layer(x))
        return self.layers[-1](x)


def adapt(net, xs, ys, steps, inner_lr):
    for _ in range(steps):
        params = [t for layer in net.layers for t in (layer.weight, layer.bias)]
        grads = torch.autograd.grad(F.mse_loss(net(xs), ys), params, create_graph=True)
        for i, layer in enumerate(net.layers):
            layer.weight = layer.weight - inner_lr * grads[2 * i]


adapt(Regressor(), torch.randn(10, 1), torch.randn(10, 1), 2, 0.01)
'''


def _lint(tmp_path, text: str) -> list[tuple[int, str]]:
    path = tmp_path / "fit.py"
    path.write_text(text.lstrip())
    return sorted((f.line, f.code) for f in lint_paths([str(path)]).findings)


def test_a_list_of_leaves_rebound_by_a_comprehension(tmp_path):
    assert _lint(tmp_path, LIST_OF_LEAVES) == [(12, "AGL003")]


def test_the_in_place_update_of_the_list_is_not_reported(tmp_path):
    text = LIST_OF_LEAVES.replace(
        "    params = [p - 0.1 * p.grad for p in params]\n",
        "    with torch.no_grad():\n        for p in params:\n            p -= 0.1 * p.grad\n"
        "            p.grad = None\n")
    assert _lint(tmp_path, text) == []


def test_a_dict_of_leaves_filled_by_runtime_keys_rebound_by_a_comprehension(tmp_path):
    assert _lint(tmp_path, DICT_OF_LEAVES) == [(25, "AGL003")]


def test_a_rebuilt_dict_of_fresh_leaves_is_not_reported(tmp_path):
    text = DICT_OF_LEAVES.replace("{name: p - 0.5 * p.grad for name, p in params.items()}",
                                  "{name: (p - 0.5 * p.grad).detach().requires_grad_() "
                                  "for name, p in params.items()}")
    assert _lint(tmp_path, text) == []


def test_torch_layers_of_a_module_list_given_computed_weights(tmp_path):
    assert _lint(tmp_path, MAML_LAYERS) == [(22, "AGL003")]


def test_a_functional_inner_loop_is_not_reported(tmp_path):
    text = MAML_LAYERS.replace(
        "        for i, layer in enumerate(net.layers):\n"
        "            layer.weight = layer.weight - inner_lr * grads[2 * i]\n",
        "        params = [p - inner_lr * g for p, g in zip(params, grads)]\n")
    assert _lint(tmp_path, text) == []
