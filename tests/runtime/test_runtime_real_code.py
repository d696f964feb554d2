"""Shapes of real programs that the runtime checker once misjudged, each with its look-alike.

Found by running real training code under the checker (PyTorch tutorials, functorch examples,
Reptile, Lightning manual optimization, accelerate): an FGSM loop, gradients a program writes
itself, a frozen optimizer, a step(closure) whose closure runs no backward, a trainer's
``self.optimizer``, two optimizers over a long sequence model. Lines of interest end with
``# L:name``.
"""
from __future__ import annotations

import copy

import pytest

torch = pytest.importorskip("torch", reason="the runtime checker needs torch")

import torch.nn as nn  # noqa: E402
import torch.nn.functional as F  # noqa: E402
from runtime_harness import found, pytest_fixtures, tag_finder  # noqa: E402

import autograd_lint.runtime as runtime  # noqa: E402
from autograd_lint.runtime.monitors import agl001_foreign_update as agl001  # noqa: E402

fixture_runs, one_torch_thread = pytest_fixtures()
HERE = __file__


line = tag_finder(HERE)


# ---------------------------------------------------------------------- AGL009


def _classifier():
    torch.manual_seed(0)
    return nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 3))


@pytest.mark.parametrize("unused_first", [1, 40])
def test_agl009_quiet_when_a_line_backpropagates_some_of_its_graphs(unused_first):
    """FGSM: misclassified samples are skipped with `continue`; the others need the graph."""
    model = _classifier()
    with runtime.check() as report:
        model.eval()
        for i in range(unused_first + 20):
            data = torch.randn(1, 8, requires_grad=True)
            output = model(data)
            if i < unused_first:
                continue  # (already misclassified: nothing to attack)
            loss = F.cross_entropy(output, torch.tensor([i % 3]))
            model.zero_grad()
            loss.backward()
    assert not report.findings, report.format_text()


def test_agl009_quiet_when_only_every_other_late_call_is_backpropagated():
    """A class-sorted test set: 40 misclassified samples first, then every other one attacked:
    the calls watched after the first 32 must not all fall on the skipped ones."""
    model = _classifier()
    with runtime.check() as report:
        model.eval()
        for i in range(140):
            data = torch.randn(1, 8, requires_grad=True)
            output = model(data)
            if i < 40 or i % 2:
                continue
            F.cross_entropy(output, torch.tensor([0])).backward()
    assert not report.findings, report.format_text()


def _predict(model, x):
    return model(x)  # noqa: AGL009  # L:shared-predict


def _fgsm(model, x, y):
    x = x.clone().requires_grad_(True)
    grad, = torch.autograd.grad(F.cross_entropy(_predict(model, x), y), x)
    return (x + 0.1 * grad.sign()).detach()


def _clean_accuracy(model, batches):
    return sum(int((_predict(model, x).argmax(1) == y).sum()) for x, y in batches)  # L:clean-eval


def test_agl009_judges_a_shared_helper_line_per_caller():
    model = _classifier()
    batches = [(torch.randn(16, 8), torch.randint(0, 3, (16,))) for _ in range(5)]
    with runtime.check() as report:
        model.eval()
        _fgsm(model, *batches[0])
        _clean_accuracy(model, batches)  # the helper's graphs here: never used
        _fgsm(model, *batches[1])
    assert found(report) == {("AGL009", line("shared-predict"))}, report.format_text()
    assert [r.line for r in report.findings[0].related] == [line("clean-eval")]


def test_agl009_still_found_on_a_long_evaluation_loop_without_no_grad():
    model = _classifier()
    with runtime.check() as report:
        model.eval()
        correct = 0
        for _ in range(100):
            correct += int(model(torch.randn(4, 8)).argmax(1).sum())  # noqa: AGL009  # L:eval-with-grad
    assert found(report) == {("AGL009", line("eval-with-grad"))}, report.format_text()
    assert report.events[0].count == 1


# ---------------------------------------------------------------------- AGL014 / AGL004


def _linear_and_sgd(outputs: int):
    torch.manual_seed(0)
    model = nn.Linear(4, outputs)
    return model, torch.optim.SGD(model.parameters(), lr=0.1)


def test_agl014_quiet_on_gradients_set_without_a_backward():
    """DP-SGD with torch.func, or an evolution-strategies estimate: `p.grad = ...`, step, zero."""
    from torch.func import functional_call, grad, vmap

    model, opt = _linear_and_sgd(2)

    def loss_of(weights, x, y):
        return F.cross_entropy(functional_call(model, weights, x.unsqueeze(0)), y.unsqueeze(0))

    with runtime.check() as report:
        for _ in range(3):
            x, y = torch.randn(8, 4), torch.randint(0, 2, (8,))
            weights = {k: v.detach() for k, v in model.named_parameters()}
            per_sample = vmap(grad(loss_of), (None, 0, 0))(weights, x, y)
            for name, p in model.named_parameters():
                p.grad = per_sample[name].clamp(-1, 1).mean(0)
            opt.step()
            opt.zero_grad()
    assert not report.findings, report.format_text()


def test_agl014_found_when_a_module_zeroing_clears_part_of_what_the_step_applies():
    """One optimizer over backbone and head; `head.zero_grad()` between the backward and the
    step: the backbone keeps its gradients, the head is never trained."""
    torch.manual_seed(0)
    backbone, head = nn.Linear(4, 8), nn.Linear(8, 2)
    opt = torch.optim.SGD([*backbone.parameters(), *head.parameters()], lr=0.1)
    with runtime.check() as report:
        for _ in range(3):
            head(backbone(torch.randn(8, 4))).pow(2).mean().backward()
            head.zero_grad()  # L:head-zero
            opt.step()
            backbone.zero_grad()
    assert found(report) == {("AGL014", line("head-zero"))}, report.format_text()


def test_agl014_still_found_when_the_step_sees_only_zeroed_gradients():
    model, opt = _linear_and_sgd(1)
    with runtime.check() as report:
        for _ in range(2):
            model(torch.randn(8, 4)).pow(2).mean().backward()
            opt.zero_grad(set_to_none=False)  # L:zero-then-step
            opt.step()
    assert found(report) == {("AGL014", line("zero-then-step"))}, report.format_text()


@pytest.mark.parametrize("write", ["data", "copy_"])
def test_agl004_quiet_on_a_meta_update_that_rewrites_the_gradient_each_step(write):
    """Reptile's point_grad_to: a new gradient in the same tensor before every outer step."""
    torch.manual_seed(0)
    meta = nn.Linear(4, 2)
    meta_opt = torch.optim.SGD(meta.parameters(), lr=1.0)
    with runtime.check() as report:
        for _ in range(4):
            net = copy.deepcopy(meta)
            opt = torch.optim.SGD(net.parameters(), lr=0.1)
            for _ in range(3):
                opt.zero_grad()
                net(torch.randn(8, 4)).pow(2).mean().backward()
                opt.step()
            for p, q in zip(meta.parameters(), net.parameters()):
                if p.grad is None:
                    p.grad = torch.zeros_like(p)
                if write == "data":
                    p.grad.data.zero_()
                    p.grad.data.add_(p.data - q.data)
                else:
                    with torch.no_grad():
                        p.grad.copy_(p - q)
            meta_opt.step()
    assert not report.findings, report.format_text()


@pytest.mark.parametrize("shape", ["clip between", "built before the check"])
def test_agl004_still_finds_a_second_step_of_the_same_gradients(shape):
    model, opt = _linear_and_sgd(2)
    with runtime.check() as report:
        if shape == "clip between":
            opt.zero_grad()
        model(torch.randn(8, 4)).pow(2).mean().backward()
        opt.step()
        if shape == "clip between":
            nn.utils.clip_grad_norm_(model.parameters(), 0.5)  # (scales .grad in place)
        opt.step()  # L:second-step
    assert found(report) == {("AGL004", line("second-step"))}, report.format_text()


# ---------------------------------------------------------------------- step(closure)


@pytest.mark.parametrize("closure", ["None positional", "None keyword", "does nothing"])
def test_agl014_judges_a_step_whose_closure_runs_no_backward(closure):
    """accelerate passes `closure=None` on; Lightning's manual optimization a closure that runs
    no backward: zeroing between the backward and the step still wipes the gradients."""
    model, opt = _linear_and_sgd(1)
    with runtime.check() as report:
        for _ in range(2):
            model(torch.randn(8, 4)).pow(2).mean().backward()
            opt.zero_grad()  # L:closure-zero
            if closure == "None positional":
                opt.step(None)
            elif closure == "None keyword":
                opt.step(closure=None)
            else:
                opt.step(lambda: None)
    assert found(report) == {("AGL014", line("closure-zero"))}, report.format_text()


def test_agl014_quiet_on_a_closure_that_zeroes_then_skips_a_bad_batch():
    """Lightning's `training_step` returning None: the closure zeroes, runs no backward."""
    model, opt = _linear_and_sgd(2)
    batches = [torch.randn(8, 4) for _ in range(6)]
    batches[3][0, 0] = float("nan")
    with runtime.check() as report:
        for x in batches:
            def closure(x=x):
                opt.zero_grad()
                loss = model(x).pow(2).mean()
                if torch.isnan(loss):
                    return loss  # skip this batch
                loss.backward()
                return loss
            opt.step(closure)
    assert not report.findings, report.format_text()


def test_a_closure_step_that_raises_keeps_nothing_alive():
    import gc
    import weakref

    def fit():
        model = nn.Linear(50, 50)
        opt = torch.optim.LBFGS(model.parameters())

        def closure():
            opt.zero_grad()
            raise ValueError("diverged")

        refs.append(weakref.ref(model))
        opt.step(closure)

    refs = []
    with runtime.check():
        for _ in range(3):
            with pytest.raises(ValueError):
                fit()
        gc.collect()
        assert [r for r in refs if r() is not None] == []


def test_agl014_quiet_on_a_closure_that_recomputes_the_gradients():
    """The closure zeroes and runs the backward inside the step (Lightning's automatic
    optimization): an earlier zeroing does not leave the step without gradients."""
    model, opt = _linear_and_sgd(1)
    x = torch.randn(8, 4)

    def closure():
        opt.zero_grad()
        loss = model(x).pow(2).mean()
        loss.backward()
        return loss

    with runtime.check() as report:
        for _ in range(3):
            model(x).pow(2).mean().backward()
            opt.zero_grad()
            opt.step(closure)
    assert not report.findings, report.format_text()


# ---------------------------------------------------------------------- AGL018


def test_agl018_quiet_on_an_optimizer_whose_parameters_are_all_frozen():
    """A backbone frozen for the first epoch keeps its own optimizer, which steps nothing."""
    torch.manual_seed(0)
    backbone, head = nn.Sequential(nn.Linear(10, 32), nn.ReLU()), nn.Linear(32, 3)
    opt_backbone = torch.optim.SGD(backbone.parameters(), lr=1e-3, momentum=0.9)
    opt_head = torch.optim.Adam(head.parameters(), lr=1e-3)
    with runtime.check() as report:
        for epoch in range(2):
            backbone.requires_grad_(epoch > 0)
            for _ in range(3):
                x, y = torch.randn(16, 10), torch.randint(0, 3, (16,))
                opt_backbone.zero_grad()
                opt_head.zero_grad()
                F.cross_entropy(head(backbone(x)), y).backward()
                opt_backbone.step()
                opt_head.step()
    assert not report.findings, report.format_text()


def test_agl018_still_found_when_a_trainable_optimizer_gets_no_gradient():
    torch.manual_seed(0)
    gen, disc = nn.Linear(4, 4), nn.Linear(4, 1)
    opt_g = torch.optim.SGD(gen.parameters(), lr=0.1)
    with runtime.check() as report:
        opt_g.zero_grad()
        disc(gen(torch.randn(8, 4)).detach()).mean().backward()  # L:detached-g-loss
        opt_g.step()
    assert found(report) == {("AGL018", line("detached-g-loss"))}, report.format_text()


# ---------------------------------------------------------------------- names


class _Trainer:
    def __init__(self, model):
        self.model = model
        self.optimizer = torch.optim.SGD(model.parameters(), lr=0.1)

    def run(self):
        out = self.model(torch.randn(4, 3))
        self.optimizer.zero_grad()
        out.sum().backward(retain_graph=True)
        self.optimizer.step()  # L:trainer-step
        (out ** 2).sum().backward()


def test_a_trainer_holding_an_optimizer_does_not_lend_it_its_name():
    trainer = _Trainer(nn.Sequential(nn.Linear(3, 3), nn.Tanh(), nn.Linear(3, 1)))
    with pytest.raises(RuntimeError, match="modified by an inplace operation"):
        with runtime.check() as report:
            trainer.run()
    assert ("AGL017", line("trainer-step")) in found(report), report.format_text()
    message = next(f.message for f in report.findings if f.code == "AGL017")
    assert message.startswith("self.optimizer.step() updated self.model."), message


# ---------------------------------------------------------------------- AGL001 at scale


def _encoder_decoder(iterations: int, late_bug_from: int | None = None):
    """Two optimizers over one loss (an encoder feeding a decoder), stepped every iteration;
    from ``late_bug_from`` on the encoder's gradients are thrown away before it steps."""
    torch.manual_seed(0)
    encoder, decoder = nn.GRU(4, 8), nn.Linear(8, 3)
    opt_enc = torch.optim.SGD(encoder.parameters(), lr=0.01)
    opt_dec = torch.optim.SGD(decoder.parameters(), lr=0.01)
    for i in range(iterations):
        x = torch.randn(6, 2, 4)
        opt_enc.zero_grad()
        opt_dec.zero_grad()
        hidden, _ = encoder(x)
        F.cross_entropy(decoder(hidden[-1]), torch.tensor([0, 1])).backward()
        if late_bug_from is not None and i >= late_bug_from:
            opt_dec.step()
            opt_enc.zero_grad()
            encoder(x)[0].sum().backward()
            opt_enc.step()
        else:
            opt_enc.step()
            opt_dec.step()


def test_agl001_examines_a_repeated_graph_shape_once_then_samples(monkeypatch):
    calls = []
    original = agl001.ForeignUpdate._through

    def counted(self, *args):
        calls.append(1)
        return original(self, *args)

    monkeypatch.setattr(agl001.ForeignUpdate, "_through", counted)
    with runtime.check() as report:
        _encoder_decoder(200)
    assert not report.findings, report.format_text()
    # 400 steps that each could examine the iteration's graph: a few examinations per shape
    assert 2 <= len(calls) <= 20, len(calls)


def test_agl001_memo_tells_graphs_apart_that_differ_only_in_a_join():
    """`A(h if late else x) + h`: the same node count and types, one more join once the other
    network's output enters A."""
    torch.manual_seed(0)
    a, b = nn.Linear(4, 4), nn.Linear(4, 4)
    opt_a, opt_b = torch.optim.SGD(a.parameters(), lr=0.01), torch.optim.SGD(b.parameters(), lr=0.01)
    with runtime.check() as report:
        for i in range(60):
            x = torch.randn(8, 4)
            h = b(x)
            out = a(h if i >= 20 else x) + h  # noqa: AGL001  # L:late-join
            opt_a.zero_grad()
            out.pow(2).mean().backward()
            opt_a.step()
            opt_b.zero_grad()
            b(x).pow(2).mean().backward()
            opt_b.step()
    assert found(report) == {("AGL001", line("late-join"))}, report.format_text()
    assert report.events[0].count == 40


def test_agl001_memo_still_sees_an_order_that_changes_late():
    with runtime.check() as report:
        _encoder_decoder(150, late_bug_from=140)
    assert "AGL001" in report.codes(), report.format_text()
