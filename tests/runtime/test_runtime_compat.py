"""The checker never changes what torch accepts: TorchScript, torch.compile, torch.func,
torch.export, keyword calls of in-place functions; tracebacks show no frame of the checker."""
from __future__ import annotations

import os
import traceback
import warnings

import pytest

torch = pytest.importorskip("torch", reason="the runtime checker needs torch")

import torch.nn as nn  # noqa: E402
import torch.nn.functional as F  # noqa: E402

import autograd_lint.runtime as runtime  # noqa: E402

RUNTIME_DIR = os.path.dirname(os.path.abspath(runtime.__file__))

pytestmark = pytest.mark.filterwarnings("ignore:`torch.jit.script` is deprecated:FutureWarning",
                                        "ignore::DeprecationWarning")


def _clean(report):
    assert not report.internal_errors, report.internal_errors
    assert not report.events, report.format_text()


def test_keyword_calls_of_inplace_functions_are_accepted():
    def calls():
        x = torch.tensor([-1.0, 2.0])
        torch.relu_(input=x)
        y = torch.tensor([1.0, -3.0])
        torch.Tensor.add_(y, other=torch.ones(2), alpha=2)
        z = torch.tensor([-5.0, 5.0])
        torch._C._nn.hardtanh_(z, min_val=-1.0, max_val=1.0)
        w = torch.tensor([-2.0, 2.0])
        F.leaky_relu(w, negative_slope=0.5, inplace=True)
        return torch.cat([x, y, z, w])

    plain = calls()
    with runtime.check() as report:
        checked = calls()
    assert torch.equal(plain, checked)
    _clean(report)


def test_torchscript_compiles_inplace_functions_under_the_checker():
    from torch.jit import _builtins

    table_size = len(_builtins._get_builtin_table())
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", FutureWarning)
        with runtime.check() as report:
            @torch.jit.script
            def act(x):
                return F.relu(x, inplace=True) + F.hardtanh(x, inplace=True)

            net = torch.jit.script(nn.Sequential(nn.Linear(3, 3), nn.ReLU(inplace=True)))
            x = torch.randn(4, 3)
            out = act(x.clone()) + net(x)
    expected = act(x.clone()) + net(x)
    assert torch.equal(out, expected)
    assert len(_builtins._get_builtin_table()) == table_size  # the wrappers' entries are gone
    _clean(report)


def _train_gan(compiled: bool, checked: bool):
    import contextlib

    torch.manual_seed(0)
    gen = nn.Sequential(nn.Linear(4, 8), nn.ReLU(inplace=True), nn.Linear(8, 4))
    disc = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 1))
    call_gen = torch.compile(gen, backend="eager") if compiled else gen
    call_disc = torch.compile(disc, backend="eager") if compiled else disc
    opt_g = torch.optim.Adam(gen.parameters(), lr=1e-2)
    opt_d = torch.optim.Adam(disc.parameters(), lr=1e-2)
    with (runtime.check() if checked else contextlib.nullcontext()) as report:
        for _ in range(3):
            fake = call_gen(torch.randn(8, 4))
            opt_d.zero_grad()
            call_disc(fake.detach()).mean().backward()
            opt_d.step()
            opt_g.zero_grad()
            (-call_disc(fake).mean()).backward()
            opt_g.step()
    return [p.detach().clone() for p in [*gen.parameters(), *disc.parameters()]], report


def test_torch_compile_two_optimizers_same_results_no_graph_break_no_warning():
    import torch._dynamo
    from torch._dynamo.utils import counters

    torch._dynamo.reset()
    plain, _ = _train_gan(compiled=True, checked=False)
    torch._dynamo.reset()
    counters.clear()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        checked, report = _train_gan(compiled=True, checked=True)
    assert sum(counters["graph_break"].values()) == 0, dict(counters["graph_break"])
    assert not [w for w in caught if "global hooks" in str(w.message)]
    assert all(torch.equal(a, b) for a, b in zip(plain, checked))
    _clean(report)
    torch._dynamo.reset()


def test_torch_func_transforms_with_inplace_ops():
    from torch.func import grad, vmap

    def f(x):
        y = x * 2
        y.add_(1)
        return y.relu_().sum()

    x = torch.randn(3, 4)
    plain = (grad(f)(x[0]), vmap(f)(x))
    with runtime.check() as report:
        checked = (grad(f)(x[0]), vmap(f)(x))
    assert all(torch.equal(a, b) for a, b in zip(plain, checked))
    _clean(report)


def test_torch_export_of_a_module_with_inplace_relu():
    class Net(nn.Module):
        def __init__(self):
            super().__init__()
            self.fc = nn.Linear(3, 3)

        def forward(self, x):
            y = self.fc(x)
            y.add_(1)
            return F.relu(y, inplace=True)

    net = Net()
    x = torch.randn(2, 3)
    with runtime.check() as report:
        exported = torch.export.export(net, (x,))
    assert torch.equal(exported.module()(x), net(x))
    _clean(report)


def _frames(exc) -> list[str]:
    return [entry.filename for entry in traceback.extract_tb(exc.__traceback__)]


def test_tracebacks_show_no_checker_frame():
    leaf = torch.zeros(3, requires_grad=True)
    with pytest.raises(RuntimeError) as info:
        with runtime.check():
            leaf.add_(1)  # torch raises inside the in-place wrapper
    assert not [f for f in _frames(info.value) if f.startswith(RUNTIME_DIR)], _frames(info.value)
    assert _frames(info.value)[-1] == __file__  # the op itself is C: the user's line is last

    with pytest.raises(RuntimeError) as info:
        with runtime.check():
            loss = (leaf.exp() * 2).sum()
            loss.backward()
            loss.backward()  # torch raises inside the backward wrapper
    assert not [f for f in _frames(info.value) if f.startswith(RUNTIME_DIR)], _frames(info.value)
    assert __file__ in _frames(info.value)


def _train_scripted(checked: bool):
    """Scripted inside the checked block, as under `autograd-lint run`."""
    import contextlib

    torch.manual_seed(0)
    with (runtime.check() if checked else contextlib.nullcontext()) as report:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", FutureWarning)
            net = torch.jit.script(nn.Sequential(nn.Linear(4, 8), nn.ReLU(inplace=True),
                                                 nn.Linear(8, 8), nn.Hardtanh(inplace=True),
                                                 nn.Linear(8, 1)))
        opt = torch.optim.SGD(net.parameters(), lr=0.1, momentum=0.9)
        for _ in range(3):
            opt.zero_grad()
            net(torch.randn(8, 4)).pow(2).mean().backward()
            opt.step()
    return [p.detach().clone() for p in net.parameters()], report


def test_a_scripted_model_trains_with_unchanged_results():
    plain, _ = _train_scripted(checked=False)
    checked, report = _train_scripted(checked=True)
    assert all(torch.equal(a, b) for a, b in zip(plain, checked))
    _clean(report)


def test_agl001_through_compiled_networks_names_the_user_line():
    import torch._dynamo

    torch._dynamo.reset()
    torch.manual_seed(0)
    gen = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 4))
    disc = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 1))
    call_gen = torch.compile(gen, backend="eager")
    call_disc = torch.compile(disc, backend="eager")
    with runtime.check() as report:
        opt_g = torch.optim.Adam(gen.parameters(), lr=1e-2)
        opt_d = torch.optim.Adam(disc.parameters(), lr=1e-2)
        for _ in range(2):
            fake = call_gen(torch.randn(8, 4))
            opt_d.zero_grad()
            out = call_disc(fake)  # L:compiled-entry
            out.mean().backward(retain_graph=True)
            opt_d.step()
            opt_g.zero_grad()
            (-call_disc(call_gen(torch.randn(8, 4))).mean()).backward()
            opt_g.step()
    torch._dynamo.reset()
    assert not report.internal_errors, report.internal_errors
    (event,) = report.events
    lines = open(__file__, encoding="utf-8").read().splitlines()
    entry = next(n for n, text in enumerate(lines, 1) if text.endswith("# L:compiled-entry"))
    assert (event.finding.code, event.finding.line) == ("AGL001", entry)
    assert "at ?" not in event.finding.message + " ".join(event.evidence)


def test_agl009_on_a_compiled_model_in_eval_mode_without_graph_break():
    import torch._dynamo
    from torch._dynamo.utils import counters

    torch._dynamo.reset()
    counters.clear()
    net = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2))
    with runtime.check(select=["AGL009"]) as report:
        compiled = torch.compile(net, backend="eager")
        net.eval()
        with torch.no_grad():
            compiled(torch.randn(3, 4))  # no graph: quiet
        for _ in range(2):
            compiled(torch.randn(3, 4)).argmax(1)  # L:compiled-eval
    torch._dynamo.reset()
    assert sum(counters["graph_break"].values()) == 0, dict(counters["graph_break"])
    lines = open(__file__, encoding="utf-8").read().splitlines()
    call = next(n for n, text in enumerate(lines, 1) if text.endswith("# L:compiled-eval"))
    assert [(f.code, f.line) for f in report.findings] == [("AGL009", call)]
    assert not report.internal_errors, report.internal_errors
