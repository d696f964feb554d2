"""The Checker itself: install/remove, faults, and the monitors on small programs.

Lines of interest are tagged with a trailing ``# L:name`` comment; ``line("name")`` finds them, so
the assertions check the user's line that a finding names.
"""
from __future__ import annotations

import inspect
import subprocess
import sys
import warnings

import pytest

torch = pytest.importorskip("torch", reason="the runtime checker needs torch")

import torch.nn as nn  # noqa: E402
from runtime_harness import found, pytest_fixtures, tag_finder  # noqa: E402

import autograd_lint.runtime as runtime  # noqa: E402
from autograd_lint.runtime.report import (AutogradLintInternalWarning,  # noqa: E402
                                          AutogradLintUsageWarning)

pytestmark = pytest.mark.filterwarnings(
    "ignore:The .grad attribute of a Tensor that is not a leaf:UserWarning")
fixture_runs, one_torch_thread = pytest_fixtures()

HERE = __file__


line = tag_finder(HERE)


# ---------------------------------------------------------------------- packaging


def test_static_package_and_plugin_do_not_import_torch():
    code = ("import sys, autograd_lint, autograd_lint.runtime, autograd_lint.pytest_plugin; "
            "assert 'torch' not in sys.modules, 'torch imported'")
    subprocess.run([sys.executable, "-c", code], check=True)


# ---------------------------------------------------------------------- install / remove


def _hook_state():
    import torch.nn.modules.module as module_py
    import torch.optim.optimizer as optim_py

    return (torch.autograd._engine_run_backward, torch.optim.Optimizer.__dict__["__init__"],
            warnings.showwarning, dict(optim_py._global_optimizer_pre_hooks),
            dict(optim_py._global_optimizer_post_hooks),
            dict(module_py._global_forward_pre_hooks), torch.nn.Module.__dict__["_call_impl"])


def _gan_iteration():
    g, d = nn.Linear(2, 2), nn.Linear(2, 1)
    og, od = torch.optim.SGD(g.parameters(), lr=0.1), torch.optim.SGD(d.parameters(), lr=0.1)
    od.zero_grad()
    d(g(torch.randn(4, 2)).detach()).sum().backward()
    od.step()
    og.zero_grad()
    d(g(torch.randn(4, 2))).sum().backward()
    og.step()


def test_every_monitor_is_removed_on_exit():
    before = _hook_state()
    with runtime.check() as report:
        _gan_iteration()
        assert _hook_state() != before
    assert _hook_state() == before
    assert not report.events and not report.internal_errors


def test_every_monitor_is_removed_when_the_block_raises():
    before = _hook_state()
    with pytest.raises(ZeroDivisionError):
        with runtime.check():
            _gan_iteration()
            1 / 0
    assert _hook_state() == before


def test_plain_training_keeps_no_graph_and_no_module_hook():
    """The cheap path: one optimizer, no graph kept for AGL001, no module-call hook."""
    model = nn.Sequential(nn.Linear(3, 3), nn.ReLU(), nn.Linear(3, 1))
    checker = runtime.check()
    with checker as report:
        opt = torch.optim.SGD(model.parameters(), lr=0.1)
        for _ in range(3):
            opt.zero_grad()
            model(torch.randn(2, 3)).sum().backward()
            opt.step()
            assert checker.records == [] and checker.module_hook_since() is None
    assert not report.events


def test_nested_checker_is_inert_and_says_so_without_calling_it_a_fault():
    with runtime.check() as outer:
        with pytest.warns(AutogradLintUsageWarning, match="already active"):
            with runtime.check() as inner:
                model = nn.Linear(2, 1)
                opt = torch.optim.SGD(model.parameters(), lr=0.1)
                opt.zero_grad()
                opt.step()  # AGL014: the step sees no gradient (the outer checker reports it)
    assert inner.notices and not inner.internal_errors and not inner.events
    assert not outer.internal_errors and [f.code for f in outer.findings] == ["AGL014"]


def test_own_fault_is_a_warning_and_the_program_goes_on(monkeypatch):
    from autograd_lint.runtime.monitors import agl004_missing_zero_grad as m4

    def broken(self, *args):
        raise KeyError("boom")

    monkeypatch.setattr(m4.MissingZeroGrad, "on_step_pre", broken)
    model = nn.Linear(3, 1)
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    with pytest.warns(AutogradLintInternalWarning, match="boom"):
        with runtime.check() as report:
            for _ in range(3):
                opt.zero_grad()
                model(torch.randn(2, 3)).sum().backward()
                opt.step()
    assert len(report.internal_errors) == 1  # reported once, not per step


def test_fault_warning_never_raises_into_the_program(monkeypatch):
    from autograd_lint.runtime.monitors import agl005_repeated_backward as m5

    monkeypatch.setattr(m5.RepeatedBackward, "on_backward_start", lambda self, record: 1 / 0)
    x = torch.ones(2, requires_grad=True)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # even -W error: the warning is swallowed, not raised
        with runtime.check() as report:
            (x * 2).sum().backward()
    assert report.internal_errors and x.grad is not None


# ---------------------------------------------------------------------- AGL005


def test_silent_double_backward_is_reported_with_both_lines():
    x = torch.ones(3, requires_grad=True)
    with runtime.check() as report:
        loss = (x + 1).sum()
        loss.backward()  # L:first
        loss.backward()  # L:second
    assert found(report) == {("AGL005", line("second"))}
    (event,) = report.events
    assert event.finding.related[0].line == line("first")
    assert any("did not raise" in text for text in event.evidence)


def test_double_backward_that_raises_gets_notes_and_still_raises():
    x = torch.ones(3, requires_grad=True)
    with runtime.check() as report:
        loss = (x * x).sum()
        loss.backward()  # L:raise-first
        with pytest.raises(RuntimeError, match="second time") as info:
            loss.backward()  # L:raise-second
    assert found(report) == {("AGL005", line("raise-second"))}
    note = "\n".join(info.value.__notes__)
    assert f":{line('raise-first')}" in note and f":{line('raise-second')}" in note


def test_retain_graph_and_summed_losses_are_quiet():
    x = torch.ones(3, requires_grad=True)
    with runtime.check() as report:
        h = x * x
        (h.sum()).backward(retain_graph=True)
        (h * 2).sum().backward()
        a, b = (x * x).sum(), (x * 3).sum()
        (a + b).backward()
        torch.autograd.grad((x * x).sum(), x)
    assert not report.events


def test_autograd_grad_with_inputs_frees_only_what_it_ran():
    x = torch.ones(3, requires_grad=True)
    y = torch.ones(3, requires_grad=True)
    with runtime.check() as report:
        side = (y * y)
        total = (x * x).sum() + side.sum()
        torch.autograd.grad(total, [x], retain_graph=False)
        side.sum().backward()  # y's branch was not executed by grad(inputs=[x]): fine
    assert not report.events


# ---------------------------------------------------------------------- AGL004


def _loop(steps, body):
    model = nn.Linear(4, 2)
    opt = torch.optim.SGD(model.parameters(), lr=0.01)
    with runtime.check() as report:
        for i in range(steps):
            body(i, model, opt)
    return report


def test_gradient_accumulation_set_to_none_and_clipping_are_quiet():
    def accumulate(i, model, opt):
        model(torch.randn(3, 4)).sum().backward()
        if (i + 1) % 3 == 0:
            opt.step()
            opt.zero_grad()

    def clip_then_step(i, model, opt):
        opt.zero_grad(set_to_none=False)
        model(torch.randn(3, 4)).sum().backward()
        nn.utils.clip_grad_norm_(model.parameters(), 0.1)
        opt.step()

    def data_zero(i, model, opt):
        model(torch.randn(3, 4)).sum().backward()
        opt.step()
        for p in model.parameters():
            p.grad.data.zero_()

    def grad_none(i, model, opt):
        model(torch.randn(3, 4)).sum().backward()
        opt.step()
        for p in model.parameters():
            p.grad = None

    for body in (accumulate, clip_then_step, data_zero, grad_none):
        report = _loop(7, body)
        assert not report.events, (body.__name__, report.format_text())


def test_missing_zero_grad_with_clipping_is_reported_at_step():
    def body(i, model, opt):
        model(torch.randn(3, 4)).sum().backward()
        nn.utils.clip_grad_norm_(model.parameters(), 0.1)
        opt.step()  # L:clip-step

    report = _loop(3, body)
    assert found(report) == {("AGL004", line("clip-step"))}


class _OptimWrapper:
    """An mmengine-style wrapper: it zeroes and steps the optimizer it holds."""

    def __init__(self, optimizer):
        self.optimizer = optimizer

    def zero_grad(self):
        self.optimizer.zero_grad()

    def step(self):
        self.optimizer.step()  # L:wrapped-step


def test_a_wrapper_step_is_reported_where_the_wrapper_is_stepped():
    # (as the static analysis reports it: the wrapper's own line is shared by every wrapper)
    model = nn.Linear(4, 2)
    wrapper = _OptimWrapper(torch.optim.SGD(model.parameters(), lr=0.01))
    with runtime.check() as report:
        for _ in range(3):
            model(torch.randn(3, 4)).sum().backward()
            wrapper.step()  # L:wrapper-call
    assert found(report) == {("AGL004", line("wrapper-call"))}


# ---------------------------------------------------------------------- AGL001


def _two_nets():
    torch.manual_seed(0)
    enc, dec = nn.Linear(4, 2), nn.Linear(2, 4)
    return enc, dec, torch.optim.SGD(enc.parameters(), lr=0.1), \
        torch.optim.SGD(dec.parameters(), lr=0.1)


@pytest.mark.parametrize("order", ["enc-first", "dec-first"])
def test_one_loss_feeding_two_optimizers_on_purpose_is_quiet(order):
    with runtime.check() as report:
        enc, dec, opt_enc, opt_dec = _two_nets()
        for _ in range(3):
            opt_enc.zero_grad()
            opt_dec.zero_grad()
            x = torch.randn(5, 4)
            ((dec(enc(x)) - x) ** 2).mean().backward()
            for opt in ((opt_enc, opt_dec) if order == "enc-first" else (opt_dec, opt_enc)):
                opt.step()
    assert not report.events, report.format_text()


def _bad_gan(light):
    with runtime.check(light=light) as report:
        g, d, opt_g, opt_d = _two_nets()[1], nn.Linear(4, 1), None, None
        opt_g = torch.optim.SGD(g.parameters(), lr=0.1)
        opt_d = torch.optim.SGD(d.parameters(), lr=0.1)
        for _ in range(3):
            fake = g(torch.randn(5, 2))
            opt_d.zero_grad()
            out = d(fake)  # L:gan-entry
            out.mean().backward(retain_graph=True)  # L:gan-backward
            opt_d.step()
            opt_g.zero_grad()
            (-d(fake).mean()).backward()
            opt_g.step()
    return report


def test_gan_without_detach_is_reported_where_the_tensor_entered():
    report = _bad_gan(light=False)
    assert found(report) == {("AGL001", line("gan-entry"))}
    (event,) = report.events
    assert "'fake'" in event.finding.message and "opt_d" in event.finding.message
    assert line("gan-backward") in {r.line for r in event.finding.related}
    assert any("thrown away" in text for text in event.evidence)


def test_light_mode_drops_agl001_but_keeps_step_and_exception_checks():
    assert not _bad_gan(light=True).events  # AGL001 needs the graph walk

    def body(i, model, opt):
        model(torch.randn(3, 4)).sum().backward()
        opt.step()  # L:light-step

    model = nn.Linear(4, 2)
    opt = torch.optim.SGD(model.parameters(), lr=0.01)
    x = torch.ones(3, requires_grad=True)
    with runtime.check(light=True) as report:
        for i in range(3):
            body(i, model, opt)
        loss = (x * x).sum()
        loss.backward()
        with pytest.raises(RuntimeError, match="second time"):
            loss.backward()  # L:light-second
    assert found(report) == {("AGL004", line("light-step")), ("AGL005", line("light-second"))}


# ---------------------------------------------------------------------- AGL002 / AGL003


def test_inplace_on_parameter_is_reported_at_its_line_and_still_raises():
    model = nn.Linear(2, 2)
    with pytest.raises(RuntimeError, match="leaf Variable"):
        with runtime.check() as report:
            model.weight.mul_(2)  # noqa: AGL002  # L:inplace
    assert found(report) == {("AGL002", line("inplace"))}


def test_parameter_turned_non_leaf_is_reported_at_step():
    p = nn.Parameter(torch.zeros(3), requires_grad=False)
    opt = torch.optim.SGD([p], lr=0.1)
    x = torch.ones(3, requires_grad=True)
    with runtime.check() as report:
        p[0] = (x * 2)[0]  # p now requires grad and is no longer a leaf
        (p * x).sum().backward()
        opt.step()  # L:nonleaf-step
    assert found(report) == {("AGL002", line("nonleaf-step"))}
    assert "CopySlices" in report.findings[0].message


def test_plain_tensor_assigned_to_parameter():
    model = nn.Linear(2, 2)
    with pytest.raises(TypeError):
        with runtime.check() as report:
            model.bias = torch.zeros(2)  # L:assign
    assert found(report) == {("AGL003", line("assign"))}


def _manual_rebind(steps=3):
    w = torch.zeros(3, requires_grad=True)
    x = torch.randn(5, 3)
    for _ in range(steps):
        loss = (x @ w).pow(2).sum()
        loss.backward()
        if w.grad is None:
            break
        w = w - 0.1 * w.grad  # L:rebind
    return w


def test_leaf_rebound_to_computed_tensor_even_with_warnings_ignored():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with runtime.check() as report:
            _manual_rebind()
    assert found(report) == {("AGL003", line("rebind"))}


def test_reading_grad_of_an_intermediate_is_not_agl003():
    w = torch.ones(3, requires_grad=True)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with runtime.check() as report:
            hidden = w * 2
            hidden.sum().backward()
            print(hidden.grad)
    assert not report.events


def test_findings_are_runtime_findings():
    report = _bad_gan(light=False)
    finding = report.findings[0]
    data = finding.to_dict()
    assert data["source"] == "runtime" and data["col"] == finding.col + 1 >= 1
    assert finding.path == HERE or finding.path.endswith("test_runtime_checker.py")
    assert inspect.getsourcefile(test_findings_are_runtime_findings).endswith(
        finding.path.split("/")[-1])


def test_inplace_log_restarts_after_each_successful_backward():
    """AGL006 attributes torch's error to an op logged since the last backward that succeeded:
    older ops cannot be blamed (the log restarts lazily, at the first op after a backward)."""
    from autograd_lint.runtime.checker import Checker

    checker = Checker(select=["AGL006"])
    x = torch.ones(3, requires_grad=True)
    with checker:
        monitor = checker.monitor_by_code["AGL006"]
        before = torch.zeros(3)
        before.add_(1)
        assert list(monitor.log) == [id(before)]
        (x * 2).sum().backward()
        after = torch.zeros(2)
        after.mul_(3)
        assert list(monitor.log) == [id(after)]
        assert checker.backward_ok == 1


def test_agl006_names_the_op_that_saved_the_tensor():
    """The modified tensor is the output of add; mul saved it (torch's message names only add)."""
    w = torch.ones(3, requires_grad=True)
    with pytest.raises(RuntimeError), runtime.check(select=["AGL006"]) as report:
        a = w + 1
        b = a * w
        a.add_(1)  # L:agl006-op
        b.sum().backward()
    (finding,) = report.findings
    assert finding.line == line("agl006-op")
    assert "(the output of add) that mul saved for backward" in finding.message, finding.message


def test_agl006_names_the_op_that_made_the_modified_tensor():
    """torch's message names the tensor's grad_fn after the in-place op ("output 0 of Add" for
    an exp output edited by add_): the message names exp, the op that made it."""
    w = torch.ones(3, requires_grad=True)
    with pytest.raises(RuntimeError, match="output 0 of Add"), \
            runtime.check(select=["AGL006"]) as report:
        a = w.exp()
        b = a * w
        a.add_(1)  # L:agl006-exp
        b.sum().backward()
    (finding,) = report.findings
    assert finding.line == line("agl006-exp")
    assert "in-place 'add_' modifies a tensor (the output of exp) that mul saved" in \
        finding.message, finding.message


def test_agl006_two_inplace_relus_in_a_row_name_the_second():
    """relu_ saves its result; a second relu_ on it moves the saved version: that one (not the
    first, nor an op of the same shape and version on another tensor) is named."""
    w = torch.randn(4, requires_grad=True)
    with pytest.raises(RuntimeError), runtime.check(select=["AGL006"]) as report:
        h = torch.nn.functional.relu(w * 2, inplace=True)
        h.relu_()  # L:agl006-second-relu
        h.sum().backward()
    (finding,) = report.findings
    assert finding.line == line("agl006-second-relu")
    assert "in-place 'relu_' modifies a tensor (the output of relu) that relu saved" in \
        finding.message, finding.message

    with pytest.raises(RuntimeError), runtime.check(select=["AGL006"]) as report:
        h = (w * 2).relu_()
        h.sigmoid_()  # L:agl006-sigmoid
        other = torch.zeros(4)
        other.add_(1)
        other.add_(1)  # newer, also from version 1, same shape: not the saved tensor
        h.sum().backward()
    (finding,) = report.findings
    assert finding.line == line("agl006-sigmoid")
    assert "in-place 'sigmoid_' modifies a tensor (the output of relu) that relu saved" in \
        finding.message, finding.message

    model = torch.nn.Sequential(torch.nn.Linear(4, 4), torch.nn.ReLU(inplace=True),
                                torch.nn.ReLU(inplace=True))
    with pytest.raises(RuntimeError), runtime.check(select=["AGL006"]) as report:
        model(torch.randn(2, 4)).sum().backward()  # L:agl006-sequential
    (finding,) = report.findings
    assert finding.line == line("agl006-sequential")
    assert "in-place 'relu_' modifies a tensor (the output of relu) that relu saved" in \
        finding.message, finding.message


def test_agl006_never_blames_an_op_on_a_tensor_of_another_shape():
    w = torch.ones(2, 3, requires_grad=True)
    with pytest.raises(RuntimeError), runtime.check(select=["AGL006"]) as report:
        h = torch.sigmoid(w)
        with torch.no_grad():
            h.view(-1).mul_(2)  # L:agl006-view
        other = torch.zeros(5)
        other.add_(1)  # newer, version 0 -> 1 like the saved tensor, but not its shape
        h.sum().backward()
    (finding,) = report.findings
    assert finding.line == line("agl006-view")  # an op on a view: its base's shape matches


# ---------------------------------------------------------------------- AGL010: kept forwards


def _keep_mean(module, inputs, output):
    module.kept_means.append(output.mean())  # L:agl010-hook


def _train(model, steps: int, each=None) -> None:
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    for _ in range(steps):
        logits = model(torch.randn(4, 4))
        loss = nn.functional.cross_entropy(logits, torch.tensor([0, 1, 0, 1]))
        opt.zero_grad()
        loss.backward()
        opt.step()
        if each is not None:
            each(logits)


def test_agl010_hook_function_keeping_graphs_on_a_layer_is_found_at_its_append():
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2))
    model[1].kept_means = []
    handle = model[1].register_forward_hook(_keep_mean)
    try:
        with runtime.check(select=["AGL010"]) as report:
            _train(model, 5)
    finally:
        handle.remove()
    assert found(report) == {("AGL010", line("agl010-hook"))}, report.format_text()
    (event,) = report.events
    assert "model[1]" not in event.finding.message and "kept_means" in event.finding.message
    assert any("2 earlier iterations" in text for text in event.evidence), event.evidence


def test_agl010_outputs_kept_for_an_epoch_metric_are_found_at_the_append():
    """The logits are three ops below the loss (not tagged): found by their own sequence
    number and the freed nodes their graphs reach."""
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(4, 2))
    outputs = []
    with runtime.check(select=["AGL010"]) as report:
        _train(model, 5, lambda logits: outputs.append(logits))  # L:agl010-outputs
    assert found(report) == {("AGL010", line("agl010-outputs"))}, report.format_text()


def test_agl010_loss_kept_from_a_late_iteration_on_is_found():
    """Past the first backwards only every few are tagged (a tag costs microseconds): a loss
    that starts piling up late in the run is still found, at the statement that keeps it."""
    from autograd_lint.runtime.monitors.agl010_loss_accumulation import _DENSE, _PERIOD

    torch.manual_seed(0)
    model = nn.Linear(4, 1)
    opt = torch.optim.SGD(model.parameters(), lr=0.01)
    late = 3 * _DENSE
    total = 0.0
    with runtime.check(select=["AGL010"]) as report:
        for i in range(late + 2 * _PERIOD):
            loss = model(torch.randn(8, 4)).pow(2).mean()
            opt.zero_grad()
            loss.backward()
            opt.step()
            if i >= late:
                total = total + loss  # noqa: AGL010  # L:agl010-late
    assert found(report) == {("AGL010", line("agl010-late"))}, report.format_text()


def test_agl010_outputs_kept_from_a_late_iteration_on_are_found_at_the_append():
    """Past the first backwards the kept-forward search and its bounds run with the tags (every
    few backwards): outputs an epoch metric keeps late in the run are still found."""
    from autograd_lint.runtime.monitors.agl010_loss_accumulation import _DENSE, _PERIOD

    late = 3 * _DENSE

    def run(keep_graphs: bool):
        torch.manual_seed(0)
        model = nn.Sequential(nn.Linear(4, 2))
        outputs, steps = [], [0]

        def keep(logits):
            steps[0] += 1
            if steps[0] > late:  # (the look-alike keeps detached outputs: no graph)
                outputs.append(logits if keep_graphs else logits.detach())  # L:agl010-late-outputs

        with runtime.check(select=["AGL010"]) as report:
            _train(model, late + 2 * _PERIOD, keep)
        return report

    report = run(keep_graphs=True)
    assert found(report) == {("AGL010", line("agl010-late-outputs"))}, report.format_text()
    report = run(keep_graphs=False)
    assert not report.findings, report.format_text()


def test_agl010_late_sum_of_the_first_of_two_backwards_per_iteration_is_found():
    """Tagged backwards come in runs, not every n-th: with two backwards per iteration (a GAN's
    D then G) every n-th backward for an even n would always be G's, and D's summed loss would
    never be seen."""
    from autograd_lint.runtime.monitors.agl010_loss_accumulation import _DENSE, _PERIOD

    def run(keep_graph: bool):
        torch.manual_seed(0)
        G, D = nn.Linear(2, 2), nn.Linear(2, 1)
        og, od = torch.optim.Adam(G.parameters()), torch.optim.Adam(D.parameters())
        late, d_total = 2 * _DENSE, 0.0
        with runtime.check(select=["AGL010"]) as report:
            for i in range(late + 2 * _PERIOD):
                real, fake = torch.randn(8, 2), G(torch.randn(8, 2))
                od.zero_grad()
                d_loss = D(fake.detach()).mean() - D(real).mean()
                d_loss.backward()
                od.step()
                og.zero_grad()
                g_loss = -D(fake).mean()
                g_loss.backward()
                og.step()
                if i >= late:  # (the look-alike sums the value, no graph)
                    kept = d_loss if keep_graph else d_loss.item()
                    d_total = d_total + kept  # noqa: AGL010  # L:agl010-gan-late
        return report

    report = run(keep_graph=True)
    assert found(report) == {("AGL010", line("agl010-gan-late"))}, report.format_text()
    report = run(keep_graph=False)
    assert not report.findings, report.format_text()


def test_agl010_a_lag_buffer_of_one_step_is_read_as_one_iteration():
    """The sequence-number bounds are kept at every backward (not only the tagged ones): the
    outputs of one step's micro-batches all read as that step's."""
    torch.manual_seed(0)
    model = nn.Linear(4, 1)
    opt = torch.optim.SGD(model.parameters(), lr=0.01)
    prev2 = prev1 = []
    with runtime.check(select=["AGL010"]) as report:
        for _ in range(40):
            cur = []
            for _ in range(6):
                out = model(torch.randn(8, 4))
                cur.append(out)
                out.pow(2).mean().backward()
            opt.step()
            opt.zero_grad()
            prev2, prev1 = prev1, cur
    assert len(prev2) == 6
    assert not any("prev2" in f.message for f in report.findings), report.format_text()


def test_a_later_thread_never_hits_the_nodes_an_earlier_thread_freed():
    """Node sequence numbers are per thread and a finished thread's ident is given again to the
    next one: the freed-node log tells threads apart by their thread object."""
    import threading

    def work():
        torch.manual_seed(0)
        w = nn.Parameter(torch.randn(4))
        opt = torch.optim.SGD([w], lr=0.1)
        for _ in range(3):
            loss = (w * 2 + torch.randn(4)).sum()  # nodes that save no tensor
            opt.zero_grad()
            loss.backward()
            opt.step()

    with runtime.check() as report:
        for _ in range(2):
            thread = threading.Thread(target=work)
            thread.start()
            thread.join()
    assert not report.findings, report.format_text()


def test_agl010_kept_tensors_of_one_iteration_or_detached_are_quiet():
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2))
    model[1].kept_means = []
    handle = model[1].register_forward_hook(_keep_mean)
    last, detached = [], []

    def keep(logits):
        last[:] = [logits]  # one iteration's graph at a time
        detached.append(logits.detach())
        model[1].kept_means.clear()  # emptied every step

    try:
        with runtime.check(select=["AGL010"]) as report:
            _train(model, 12, keep)
    finally:
        handle.remove()
    assert not report.findings, report.format_text()


# ---------------------------------------------------------------------- AGL014: accumulation


def _accumulate(model, zero, steps: int = 8, every: int = 4, clip: bool = False) -> None:
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    for i in range(steps):
        zero(opt)
        loss = model(torch.randn(4, 4)).pow(2).mean() / every
        loss.backward()  # L:agl014-backward
        if (i + 1) % every == 0:
            if clip:
                nn.utils.clip_grad_norm_(model.parameters(), 0.5)  # in place: the same gradients
            opt.step()  # L:agl014-step


def test_agl014_module_zero_grad_every_micro_batch_is_found_at_the_zeroing():
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(4, 8), nn.Tanh(), nn.Linear(8, 1))
    with runtime.check(select=["AGL014"]) as report:
        _accumulate(model, lambda opt: model.zero_grad(), clip=True)  # L:agl014-zero
    assert found(report) == {("AGL014", line("agl014-zero"))}, report.format_text()
    (event,) = report.events
    assert [r.line for r in event.finding.related] == [line("agl014-backward"),
                                                       line("agl014-step")]
    assert any("3 backward(s)" in text for text in event.evidence), event.evidence


def test_agl014_accumulation_zeroed_after_each_step_is_quiet():
    torch.manual_seed(0)
    model = nn.Linear(4, 1)
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    with runtime.check(select=["AGL014"]) as report:
        for i in range(8):
            model(torch.randn(4, 4)).pow(2).mean().backward()
            if (i + 1) % 4 == 0:
                opt.step()
                opt.zero_grad()
    assert not report.findings, report.format_text()


@pytest.mark.parametrize("finite_check", [True, False])
def test_agl014_step_skipped_by_grad_scaler_is_not_an_accumulation(finite_check, monkeypatch):
    """A step GradScaler skips (inf gradients) leaves gradients that the next zero_grad() throws
    away: nothing usable is lost. (Without the finiteness test it would read as the pitfall.)"""
    from autograd_lint.runtime.monitors import agl014_update_order

    if not finite_check:
        monkeypatch.setattr(agl014_update_order, "_finite_gradients", lambda params: True)
    torch.manual_seed(0)
    model = nn.Linear(4, 1)
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    scaler = torch.amp.GradScaler("cpu")
    with runtime.check(select=["AGL014"]) as report:
        for i in range(4):
            opt.zero_grad()  # L:agl014-amp-zero
            loss = model(torch.randn(8, 4)).pow(2).mean()
            if i == 1:
                loss = loss * float("inf")
            scaler.scale(loss).backward()
            scaler.step(opt)
            scaler.update()
    expected = set() if finite_check else {("AGL014", line("agl014-amp-zero"))}
    assert found(report) == expected, report.format_text()


def test_agl014_light_mode_leaves_the_accumulation_kind_not_checked():
    from autograd_lint.findings import Finding

    torch.manual_seed(0)
    model = nn.Linear(4, 1)
    with runtime.check(select=["AGL014"], light=True) as report:
        _accumulate(model, lambda opt: opt.zero_grad())
    assert not report.findings
    static = Finding(path=HERE, line=1, col=1, code="AGL014",
                     message="zero_grad() at every iteration of a gradient accumulation loop "
                             "wipes the gradients kept for the next opt.step()")
    assert not report.watched(static)
    other = Finding(path=HERE, line=1, col=1, code="AGL014",
                    message="zero_grad() between backward() and opt.step() discards the gradients")
    assert report.watched(other)


def _finetune_once(model) -> int:
    """A fresh optimizer per call, freed at return: the next call's often gets the same id."""
    opt = torch.optim.SGD(model.parameters(), lr=0.01)
    for _ in range(2):
        opt.zero_grad()
        model(torch.randn(4, 4)).pow(2).mean().backward()
        opt.step()
    return id(opt)


def test_optimizer_with_a_reused_id_does_not_inherit_the_freed_ones_history():
    """Each call ends with step(): the next optimizer's first zero_grad() throws nothing away,
    even where CPython hands it the freed optimizer's id (its history must not carry over)."""
    torch.manual_seed(0)
    model = nn.Linear(4, 1)
    ids = []
    with runtime.check(select=["AGL014", "AGL018"]) as report:
        for _ in range(40):
            ids.append(_finetune_once(model))
    if len(set(ids)) == len(ids):
        pytest.skip("no optimizer id was reused in this interpreter")
    assert not report.findings, report.format_text()
    assert not report.internal_errors


# ---------------------------------------------------------------------- AGL004: a second step


class _Wrapper(torch.optim.Optimizer):
    """An optimizer whose step runs its inner optimizer's (accelerate, Lookahead)."""

    def __init__(self, inner):
        super().__init__(inner.param_groups, inner.defaults)  # (its step is hooked too)
        self.inner = inner
        self.param_groups = inner.param_groups
        self.state = inner.state

    def step(self, closure=None):
        return self.inner.step(closure)


@pytest.mark.parametrize("shape", ["scaler then step", "wrapper", "zeroed in place", "lbfgs"])
def test_agl004_second_step_without_backward(shape):
    """scaler.step(opt) then opt.step(): the same gradients applied twice, found at the second
    step. A wrapper's inner step, gradients zeroed in place, and LBFGS's closure are quiet."""
    torch.manual_seed(0)
    model = nn.Linear(4, 1)
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    scaler = torch.amp.GradScaler("cpu")
    wrapped = _Wrapper(opt)
    lbfgs = torch.optim.LBFGS(model.parameters(), max_iter=3)

    def closure():
        lbfgs.zero_grad()
        loss = model(torch.randn(8, 4)).pow(2).mean()
        loss.backward()
        return loss

    with runtime.check(select=["AGL004"]) as report:
        for _ in range(3):
            if shape == "lbfgs":
                lbfgs.step(closure)
                continue
            opt.zero_grad()
            loss = model(torch.randn(8, 4)).pow(2).mean()
            if shape == "scaler then step":
                scaler.scale(loss).backward()
                scaler.step(opt)
                scaler.update()
                opt.step()  # L:agl004-again
            elif shape == "wrapper":
                loss.backward()
                wrapped.step()
            else:
                loss.backward()
                opt.step()
                opt.zero_grad(set_to_none=False)
                opt.step()
    assert not report.internal_errors
    if shape == "scaler then step":
        assert found(report) == {("AGL004", line("agl004-again"))}, report.format_text()
        assert "applies again" in report.events[0].finding.message
    else:
        assert not report.findings, report.format_text()
