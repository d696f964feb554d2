"""Shapes blind set s36b met, each on a program that must be reported and a look-alike that
must not:

- `if self.state is not None:` tests what the object's attribute holds, as `if h is not None:`
  does for a name: a stateful LSTM whose callback detaches its carried state is not AGL005.
- A helper that builds a list of layers with `append` in a loop returns networks alike, as a
  list comprehension does: stored plainly on a module they are unregistered (AGL011), unless a
  later `nn.Sequential(*layers)` registers them.
- Unary ops whose backward reads their input (softplus, log, GELU...) save it: writing the slice
  they read (`t[:, 1] = F.softplus(t[:, 1])`) breaks the backward (AGL006); sigmoid saves its
  output, so the same write after it is fine, and so is a write through an index tensor (a copy).
- A helper two library modules away from the script that trains (ops <- heads <- model <-
  train) is run with the script's objects.
- `self.prototypes.clear()` empties a dict whose keys were not known: the last task's entries,
  and their graphs, are gone (no AGL005).
- A call cut by the depth limit may train or differentiate, unless it is a short helper of
  library calls only that names nothing that does: an evaluation's forward that cuts one is
  still an evaluation (AGL009)."""
import os
import textwrap

from autograd_lint import lint_paths, lint_source
from autograd_lint.semantics import calls

STATEFUL = '''
import torch
import torch.nn.functional as F
from torch import nn


class Forecaster(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(3, 8, batch_first=True)
        self.head = nn.Linear(8, 1)
        self.state = None

    def detach_state(self):
        if self.state is not None:
            self.state = tuple(s.detach() for s in self.state)

    def forward(self, x):
        out, self.state = self.lstm(x, self.state)
        return self.head(out)


model = Forecaster()
optimizer = torch.optim.Adam(model.parameters())
for x, y in [(torch.randn(2, 5, 3), torch.randn(2, 5, 1)) for _ in range(4)]:
    optimizer.zero_grad()
    loss = F.mse_loss(model(x), y)
    loss.backward()
    optimizer.step()
    AFTER_STEP
'''


def _codes(source: str) -> list[tuple[int, str]]:
    return [(f.line, f.code) for f in lint_source(textwrap.dedent(source), "train.py")]


def test_a_carried_state_never_detached_is_reported():
    assert _codes(STATEFUL.replace("AFTER_STEP", "pass")) == [(28, "AGL005")]


def test_a_carried_state_detached_behind_an_attribute_none_test_is_silent():
    assert _codes(STATEFUL.replace("AFTER_STEP", "model.detach_state()")) == []


STACK = '''
import torch
from torch import nn


def make_stack(dims):
    layers = []
    for d_in, d_out in zip(dims[:-1], dims[1:]):
        layers.append(nn.Linear(d_in, d_out))
    return layers


class Net(nn.Module):
    def __init__(self, hidden):
        super().__init__()
        STORE

    def forward(self, h):
        for layer in self.convs:
            h = torch.relu(layer(h))
        return h


model = Net(8)
optimizer = torch.optim.Adam(model.parameters())
'''


def test_layers_appended_by_a_helper_and_kept_in_a_plain_list_are_reported():
    store = "self.convs = make_stack([hidden] * 3)"
    assert _codes(STACK.replace("STORE", store)) == [(16, "AGL011")]


def test_layers_appended_by_a_helper_and_wrapped_in_a_module_list_are_silent():
    store = "self.convs = nn.ModuleList(make_stack([hidden] * 3))"
    assert _codes(STACK.replace("STORE", store)) == []


def test_a_plain_list_of_layers_a_later_sequential_registers_is_silent():
    store = ("layers = [nn.Linear(hidden, hidden) for _ in range(2)]\n"
             "        self.convs = layers\n"
             "        self.body = nn.Sequential(*layers)")
    assert _codes(STACK.replace("STORE", store)) == []


POSITIVE = '''
import torch
import torch.nn.functional as F
from torch import nn

net = nn.Linear(4, 2)
optimizer = torch.optim.Adam(net.parameters())
for _ in range(3):
    t = net(torch.randn(8, 4))
    WRITE
    loss = t.pow(2).mean()
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
'''


def test_a_softplus_written_back_over_the_slice_it_read_is_reported():
    write = "t[:, 1] = F.softplus(t[:, 1]) + 1e-4"
    assert _codes(POSITIVE.replace("WRITE", write)) == [(10, "AGL006")]


def test_a_log_then_an_in_place_clamp_is_reported():
    write = "logs = t.log()\n    t.clamp_(min=0.0)\n    t = t + logs"
    assert _codes(POSITIVE.replace("WRITE", write)) == [(11, "AGL006")]


def test_a_gelu_layer_then_an_in_place_add_to_its_input_is_reported():
    write = "g = nn.GELU()(t)\n    t += 1.0\n    t = t + g"
    assert _codes(POSITIVE.replace("WRITE", write)) == [(11, "AGL006")]


def test_a_sigmoid_written_back_over_the_slice_it_read_is_silent():
    write = "t[:, 1] = torch.sigmoid(t[:, 1])"
    assert _codes(POSITIVE.replace("WRITE", write)) == []


def test_a_softplus_written_through_an_index_tensor_is_silent():
    write = ("cols = torch.tensor([1])\n"
             "    t[:, cols] = F.softplus(t[:, cols]) + 1e-4")
    assert _codes(POSITIVE.replace("WRITE", write)) == []


def test_a_softplus_into_a_new_tensor_is_silent():
    write = "t = torch.cat([t[:, :1], F.softplus(t[:, 1:]) + 1e-4], dim=1)"
    assert _codes(POSITIVE.replace("WRITE", write)) == []


PACKAGE = {
    "ops.py": '''
        import torch.nn.functional as F


        def positive_(t, col, eps=1e-4):
            t[:, col] = F.softplus(t[:, col]) + eps
            return t
    ''',
    "heads.py": '''
        from torch import nn

        from ops import positive_


        class GaussianHead(nn.Module):
            def __init__(self, hidden):
                super().__init__()
                self.proj = nn.Linear(hidden, 2)

            def forward(self, h):
                return positive_(self.proj(h), 1)
    ''',
    "model.py": '''
        from torch import nn

        from heads import GaussianHead


        class Forecaster(nn.Module):
            def __init__(self):
                super().__init__()
                self.encoder = nn.Sequential(nn.Linear(6, 16), nn.GELU())
                self.head = GaussianHead(16)

            def forward(self, x):
                out = self.head(self.encoder(x))
                return out[:, :1], out[:, 1:]
    ''',
    "train.py": '''
        import torch
        from torch import nn

        from model import Forecaster


        def main():
            model = Forecaster()
            optimizer = torch.optim.Adam(model.parameters())
            nll = nn.GaussianNLLLoss()
            for _ in range(3):
                x, y = torch.randn(32, 6), torch.randn(32, 1)
                mean, var = model(x)
                loss = nll(mean, y, var)
                optimizer.zero_grad()
                loss.backward()
                optimizer.step()


        if __name__ == "__main__":
            main()
    ''',
}


def test_a_helper_three_files_from_the_training_script_is_run_with_its_objects(tmp_path):
    for name, text in PACKAGE.items():
        (tmp_path / name).write_text(textwrap.dedent(text).lstrip())
    findings = lint_paths([str(tmp_path)]).findings
    assert [(os.path.basename(f.path), f.line, f.code) for f in findings] == \
        [("ops.py", 5, "AGL006")]


DEEP_FORWARD = '''
import torch
from torch import nn


def explicit_broadcast(this, other):
    for _ in range(this.dim(), other.dim()):
        this = this.unsqueeze(-1)
    return this.expand_as(other)LEAF


class Layer(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 4)

    def forward(self, x):
        return self.normalise(self.lin(x))

    def normalise(self, h):
        return h / self.total(h)

    def total(self, h):
        return self.spread(h.sum(dim=-1), h)

    def spread(self, sums, h):
        return explicit_broadcast(sums, h) + 1e-6


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(Layer(), Layer())

    def forward(self, x):
        return self.body(x)


def evaluate(model, batches):
    model.eval()
    return [model(x).argmax(1) for x in batches]


model = Net()
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
for x in [torch.randn(8, 4) for _ in range(3)]:
    optimizer.zero_grad()
    model(x).pow(2).mean().backward()
    optimizer.step()
print(evaluate(model, [torch.randn(8, 4)]))
'''


def test_an_evaluation_whose_forward_cuts_a_short_library_helper_is_reported():
    # (the helper six calls down is cut; short, of library calls only, it trains nothing)
    assert _codes(DEEP_FORWARD.replace("LEAF", "")) == [(41, "AGL009")]


def test_an_evaluation_whose_cut_helper_differentiates_is_silent():
    leaf = " + 0 * torch.autograd.grad(this.sum(), this, retain_graph=True)[0]"
    assert _codes(DEEP_FORWARD.replace("LEAF", leaf)) == []


SHARED_EPOCH = '''
import torch
from torch import nn


def run_epoch(batches, model, criterion, optimizer, mode="train"):
    total = 0.0
    for x, y in batches:
        out = model(x)
        loss = criterion(out, y)
        if TEST:
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        total += loss.item()
        if mode == "train":
            total += 0.0
    return total


model = nn.Linear(4, 1)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
data = [(torch.randn(8, 4), torch.randn(8, 1)) for _ in range(3)]
for epoch in range(2):
    model.train()
    run_epoch(data, model, nn.MSELoss(), optimizer, mode="train")
    model.eval()
    run_epoch(data, model, nn.MSELoss(), None, mode=EVAL_MODE)
'''


def test_a_shared_epoch_run_in_an_eval_mode_spelt_with_punctuation_is_reported():
    # ("train+log" is a constant too; the test is tested again later in the body, which splits
    # the body on it: the known truth decides both runs of the split)
    source = SHARED_EPOCH.replace("TEST", 'mode == "train" or mode == "train+log"')
    assert _codes(source.replace("EVAL_MODE", '"eval"')) == [(9, "AGL009")]


def test_the_same_epoch_run_in_a_training_mode_is_silent():
    source = SHARED_EPOCH.replace("TEST", 'mode == "train" or mode == "train+log"')
    assert _codes(source.replace("EVAL_MODE", '"train+log"')) == []


DEEP_NETWORK = '''
import torch
from torch import nn


def attention(q, k, v):
    scores = q @ k.transpose(-2, -1) / q.size(-1) ** 0.5
    return torch.softmax(scores, dim=-1) @ v


class SelfAttention(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.qkv = nn.Linear(d, 3 * d)

    def forward(self, x):
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        return attention(q, k, v)
PROBE

class Residual(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.norm = nn.LayerNorm(d)
        self.inner = SelfAttention(d)

    def forward(self, x):
        return x + self.inner(self.norm(x))


class Block(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.attn = Residual(d)
        self.mlp = nn.Sequential(nn.Linear(d, d), nn.GELU())

    def forward(self, x):
        return self.mlp(self.attn(x))


class Encoder(nn.Module):
    def __init__(self, d, n):
        super().__init__()
        self.blocks = nn.ModuleList([Block(d) for _ in range(n)])

    def forward(self, x):
        for block in self.blocks:
            x = block(x)
        return x


class Classifier(nn.Module):
    def __init__(self, d=8, n=2):
        super().__init__()
        self.encoder = Encoder(d, n)
        self.head = nn.Linear(d, 3)

    def forward(self, x):
        return self.head(self.encoder(x).mean(1))


def evaluate(model, batches):
    model.eval()
    correct = 0
    for x, y in batches:
        correct += (model(x).argmax(-1) == y).sum().item()
    return correct


model = Classifier()
optimizer = torch.optim.Adam(model.parameters())
data = [(torch.randn(4, 5, 8), torch.randint(3, (4,))) for _ in range(3)]
for x, y in data:
    optimizer.zero_grad()
    nn.functional.cross_entropy(model(x), y).backward()
    optimizer.step()
print(evaluate(model, data))
'''

PROBE = '''
    def saliency(self, x):
        x = x.detach().requires_grad_()
        return torch.autograd.grad(self.qkv(x).sum(), x)[0]
'''


def test_an_evaluation_of_a_deep_network_whose_inner_forwards_are_cut_is_reported():
    # (the forwards cut six modules down, and their classes' methods, name nothing that
    # differentiates or steps)
    assert _codes(DEEP_NETWORK.replace("PROBE", "")) == [(66, "AGL009")]


def test_an_evaluation_whose_cut_forward_belongs_to_a_class_that_differentiates_is_silent(
        monkeypatch):
    # (a forward that could not be followed, of a class whose other method differentiates: it
    # may itself; the attention helper it calls stores into an object, so it is no small leaf)
    # (cut where the depth limit stood when the set was written: four calls, the network's
    # inner forwards six modules down)
    monkeypatch.setattr(calls, "MAX_CALL_DEPTH", 4)
    network = DEEP_NETWORK.replace("PROBE", PROBE).replace(
        "    return torch.softmax(scores, dim=-1) @ v",
        "    q.scores = scores\n    return torch.softmax(scores, dim=-1) @ v")
    assert _codes(network) == []


def test_a_forward_followed_to_its_end_is_known_not_to_differentiate():
    # (session 40: a short forward whose project calls are small leaves storing nothing runs
    # past the depth limit; what another method of its class does does not matter then)
    assert _codes(DEEP_NETWORK.replace("PROBE", PROBE)) == [(70, "AGL009")]


PGD = '''
import torch
import torch.nn.functional as F
from torch import nn


def pgd(model, x, y, eps=0.03, alpha=0.01, steps=3):
    delta = torch.zeros_like(x).uniform_(-eps, eps)
    for _ in range(steps):
        MAKE_LEAF
        loss = F.cross_entropy(model(x + delta), y)
        grad, = torch.autograd.grad(loss, delta)
        delta = (delta + alpha * grad.sign()).clamp(-eps, eps)
    return (x + delta).detach()


model = nn.Linear(4, 3)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
for x, y in [(torch.randn(8, 4), torch.randint(3, (8,))) for _ in range(2)]:
    x_adv = pgd(model, x, y)
    optimizer.zero_grad()
    F.cross_entropy(model(x_adv), y).backward()
    optimizer.step()
'''


def test_requires_grad_set_true_on_the_next_steps_computed_delta_is_reported():
    # (the first step's delta is a leaf; the second's is computed from it with grad on: the
    # attribute assignment raises there)
    assert _codes(PGD.replace("MAKE_LEAF", "delta.requires_grad = True")) == [(10, "AGL012")]


def test_requires_grad_set_true_on_a_detached_delta_is_silent():
    make_leaf = "delta = delta.detach()\n        delta.requires_grad = True"
    assert _codes(PGD.replace("MAKE_LEAF", make_leaf)) == []


def test_requires_grad_underscore_on_the_computed_delta_is_silent():
    # (`requires_grad_(True)` on a tensor that already requires grad is allowed)
    assert _codes(PGD.replace("MAKE_LEAF", "delta.requires_grad_(True)")) == []


PROTOTYPES = '''
from collections import OrderedDict

import torch
from torch import nn


class ProtoNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.encoder = nn.Linear(4, 8)
        self.prototypes = OrderedDict()

    def forward(self, support, labels, query):
        CLEAR
        feats = self.encoder(support)
        for c in torch.unique(labels):
            self.prototypes[c.item()] = feats[labels == c].mean(0)
        protos = torch.stack(list(self.prototypes.values()))
        return -torch.cdist(self.encoder(query), protos)


model = ProtoNet()
optimizer = torch.optim.Adam(model.parameters())
for _ in range(3):
    support, labels = torch.randn(10, 4), torch.arange(10) % 2
    query, qlabels = torch.randn(6, 4), torch.arange(6) % 2
    loss = nn.functional.cross_entropy(model(support, labels, query), qlabels)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
'''


def test_class_representations_kept_on_the_model_across_tasks_are_reported():
    # (a new key each class of each task: the old tasks' entries, and their freed graphs, stay)
    source = PROTOTYPES.replace("        CLEAR\n", "").replace(
        "self.prototypes[c.item()]", "self.prototypes[len(self.prototypes)]")
    assert _codes(source) == [(29, "AGL005")]


def test_class_representations_cleared_at_each_forward_are_silent():
    # (`.clear()` empties the dict, whatever keys it held: cambridge-mlg/cnaps's model)
    assert _codes(PROTOTYPES.replace("CLEAR", "self.prototypes.clear()")) == []


DETACH_FLAG = '''
import torch
from torch import nn

G = nn.Linear(4, 6)
D = nn.Linear(6, 1)
opt_g = torch.optim.Adam(G.parameters())
opt_d = torch.optim.Adam(D.parameters())


def d_step(real, z, detach):
    fake = G(z)
    d_fake = D(fake.detach() if detach else fake)
    loss = nn.functional.softplus(d_fake).mean() + nn.functional.softplus(-D(real)).mean()
    opt_d.zero_grad()
    loss.backward()
    opt_d.step()
    return fake


for _ in range(3):
    real, z = torch.randn(8, 6), torch.randn(8, 4)
    d_step(real, z, detach=DETACH)
    opt_g.zero_grad()
    nn.functional.softplus(-D(G(z))).mean().backward()
    opt_g.step()
'''


def test_a_discriminator_step_told_not_to_detach_the_fakes_is_reported():
    assert _codes(DETACH_FLAG.replace("DETACH", "False")) == [(13, "AGL001")]


def test_a_discriminator_step_told_to_detach_the_fakes_is_silent():
    # (the conditional expression picks its branch as an `if` of the same test would:
    # github-pengge/PyTorch-progressive_growing_of_gans's `forward_D(level, detach=True)`)
    assert _codes(DETACH_FLAG.replace("DETACH", "True")) == []
