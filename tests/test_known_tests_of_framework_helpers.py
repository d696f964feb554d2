"""Tests a home-made training framework makes, known where their values are: `if optimizer_idx
== self.ADVERSARY:` of a class constant (`ADVERSARY, MAIN = 0, 1`) against the index an
unrolled optimizer loop hands the step; `hook = getattr(cb, event, None)` then `if hook is not
None:` of a callback class that has the method; `isinstance(data, dtype)` of a collection walker
handed `torch.Tensor` (session 39's blind sets: s39 e16 reported a false AGL001 and AGL005,
s39d h05 a false AGL004, s39 e12 a false AGL010)."""
from autograd_lint import lint_paths

MULTI_OPTIMIZER = '''
import torch
import torch.nn as nn
import torch.nn.functional as F


class FairModel(nn.Module):
    ADVERSARY, MAIN = 0, 1

    def __init__(self):
        super().__init__()
        self.encoder = nn.Linear(6, 4)
        self.classifier = nn.Linear(4, 1)
        self.adversary = nn.Linear(4, 1)

    def training_step(self, x, y, group, optimizer_idx):
        z = self.encoder(x)
        if optimizer_idx == self.ADVERSARY:
            return F.binary_cross_entropy_with_logits(self.adversary(z.detach()), group)
        task = F.binary_cross_entropy_with_logits(self.classifier(z), y)
        leak = F.binary_cross_entropy_with_logits(self.adversary(z), group)
        return task - leak

    def configure_optimizers(self):
        adv = torch.optim.Adam(self.adversary.parameters())
        main = torch.optim.Adam(list(self.encoder.parameters()) +
                                list(self.classifier.parameters()))
        return [adv, main]


def fit(model, batches):
    optimizers = model.configure_optimizers()
    for x, y, group in batches:
        for index, opt in enumerate(optimizers):
            loss = model.training_step(x, y, group, index)
            opt.zero_grad()
            loss.backward()
            opt.step()


fit(FairModel(), [(torch.randn(8, 6), torch.rand(8, 1), torch.rand(8, 1)) for _ in range(3)])
'''

CALLBACK_ZEROING = '''
import torch
import torch.nn as nn


class ZeroGrads:
    def __init__(self, module):
        self.module = module

    def on_step_start(self, trainer):
        self.module.zero_grad(set_to_none=True)


class Trainer:
    def __init__(self, net, opt, callbacks=()):
        self.net, self.opt = net, opt
        self.callbacks = list(callbacks)

    def fire(self, event):
        for cb in self.callbacks:
            hook = getattr(cb, event, None)
            if hook is not None:
                hook(self)

    def step(self, x):
        self.fire("on_step_start")
        loss = self.net(x).pow(2).mean()
        loss.backward()
        self.opt.step()

    def fit(self, batches):
        for x in batches:
            self.step(x)


net = nn.Linear(4, 1)
opt = torch.optim.SGD(net.parameters(), lr=0.1)
Trainer(net, opt, callbacks=[ZeroGrads(net)]).fit([torch.randn(8, 4) for _ in range(3)])
'''

COLLECTION_WALKER = '''
import torch


def apply_to_collection(data, dtype, fn):
    if isinstance(data, dtype):
        return fn(data)
    if isinstance(data, dict):
        return {k: apply_to_collection(v, dtype, fn) for k, v in data.items()}
    if isinstance(data, (list, tuple)):
        return type(data)(apply_to_collection(v, dtype, fn) for v in data)
    return data


def detach_outputs(outputs):
    return apply_to_collection(outputs, torch.Tensor, lambda t: t.detach())


model = torch.nn.Linear(3, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
history = []
for _ in range(3):
    out = {"loss": model(torch.randn(4, 3)).mean()}
    opt.zero_grad()
    out["loss"].backward()
    opt.step()
    history.append(detach_outputs(out))
'''


def _lint(tmp_path, text: str) -> list[tuple[int, str]]:
    path = tmp_path / "train.py"
    path.write_text(text.lstrip())
    return sorted((f.line, f.code) for f in lint_paths([str(path)]).findings)


def test_a_class_constant_tells_the_optimizer_index_a_step_is_given(tmp_path):
    assert _lint(tmp_path, MULTI_OPTIMIZER) == []


def test_the_main_step_without_a_detach_in_the_adversary_step_is_still_reported(tmp_path):
    # (the adversary's update then walks into the encoder, which the other optimizer trains)
    text = MULTI_OPTIMIZER.replace("self.adversary(z.detach())", "self.adversary(z)")
    assert (18, "AGL001") in _lint(tmp_path, text)


def test_a_non_literal_class_attribute_is_not_taken_for_a_layer(tmp_path):
    text = MULTI_OPTIMIZER.replace("ADVERSARY, MAIN = 0, 1", "ADVERSARY, MAIN = range(2)")
    assert (18, "AGL001") not in _lint(tmp_path, text)


def test_a_callback_found_by_name_zeroes_the_gradients(tmp_path):
    assert _lint(tmp_path, CALLBACK_ZEROING) == []


def test_a_callback_class_without_the_hook_zeroes_nothing(tmp_path):
    text = CALLBACK_ZEROING.replace("def on_step_start(self, trainer):",
                                    "def on_epoch_start(self, trainer):")
    assert _lint(tmp_path, text) == [(28, "AGL004")]


def test_a_walker_handed_torch_tensor_detaches_each_tensor(tmp_path):
    assert _lint(tmp_path, COLLECTION_WALKER) == []


def test_a_walker_that_keeps_the_tensors_is_reported(tmp_path):
    text = COLLECTION_WALKER.replace("lambda t: t.detach()", "lambda t: t * 1.0")
    assert _lint(tmp_path, text) == [(26, "AGL010")]
