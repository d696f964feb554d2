"""Steady-loop sampling (runtime/sampling.py): long loops are examined in windows.

Each test runs a loop long enough for the sampling to start (``_LONG`` iterations), and checks
either that a pitfall which starts, or happens once, late in the loop is still found, or that a
correct loop whose monitors keep state across iterations (gradient snapshots, parameters
reached) stays quiet across the stretches left unexamined. Lines of interest end with
``# L:name``.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

torch = pytest.importorskip("torch", reason="the runtime checker needs torch")

import torch.nn as nn  # noqa: E402
import torch.nn.functional as F  # noqa: E402
from runtime_harness import ROOT, found, pytest_fixtures, tag_finder  # noqa: E402

import autograd_lint.runtime as runtime  # noqa: E402
from autograd_lint.runtime import sampling  # noqa: E402

fixture_runs, one_torch_thread = pytest_fixtures()
line = tag_finder(__file__)

_LONG = sampling.STEADY + 3 * sampling.PERIOD  # the sampling runs for three periods
_LATE = sampling.STEADY + sampling.PERIOD + sampling.WINDOW + 5  # inside a skipped stretch


def _model():
    torch.manual_seed(0)
    return nn.Sequential(nn.Linear(6, 8), nn.ReLU(), nn.Linear(8, 2))


def _batch():
    return torch.randn(4, 6), torch.tensor([0, 1, 0, 1])


def test_a_steady_loop_is_sampled_and_exhaustive_examines_every_backward():
    for exhaustive in (False, True):
        model = _model()
        opt = torch.optim.Adam(model.parameters())
        with runtime.check(exhaustive=exhaustive) as report:
            for _ in range(_LONG):
                x, y = _batch()
                opt.zero_grad()
                F.cross_entropy(model(x), y).backward()
                opt.step()
        assert not report.findings, report.format_text()
        assert report.backwards == _LONG
        if exhaustive:
            assert report.backwards_skipped == 0
        else:  # (all but the start and one window per period)
            most = 3 * (sampling.PERIOD - sampling.WINDOW)
            assert most - 8 <= report.backwards_skipped <= most


def test_a_pitfall_that_starts_late_in_a_steady_loop_is_found():
    """zero_grad() dropped after a while: nothing in the graph changes, the next window sees it."""
    model = _model()
    opt = torch.optim.SGD(model.parameters(), lr=0.01)
    with runtime.check() as report:
        for i in range(_LONG):
            x, y = _batch()
            if i < _LATE:
                opt.zero_grad()
            F.cross_entropy(model(x), y).backward()
            opt.step()  # L:late-step
    assert found(report) == {("AGL004", line("late-step"))}, report.format_text()
    assert report.backwards_skipped > 0


def test_a_late_gan_without_detach_is_found():
    """The discriminator's update starts to train the generator late in the run (detach()
    creates no graph node: the sampling goes on, a window sees it)."""
    torch.manual_seed(0)
    G, D = nn.Linear(3, 4), nn.Linear(4, 1)
    opt_g, opt_d = torch.optim.Adam(G.parameters()), torch.optim.Adam(D.parameters())
    with runtime.check() as report:
        for i in range(_LONG):
            fake = G(torch.randn(8, 3))
            shown = fake if i >= _LATE else fake.detach()
            opt_d.zero_grad()
            d_loss = D(shown).mean() - D(torch.randn(8, 4)).mean()
            d_loss.backward()  # L:late-d-backward
            opt_d.step()
            opt_g.zero_grad()
            (-D(G(torch.randn(8, 3))).mean()).backward()
            opt_g.step()
    codes = {code for code, _ in found(report)}
    assert codes == {"AGL001"}, report.format_text()
    assert report.backwards_skipped > 0


def test_a_once_only_pitfall_in_an_iteration_that_changes_the_graph_is_found():
    """Any change in a backward's graph ends the sampling at once: the one iteration with an
    extra term and a second step() is examined."""
    model = _model()
    opt = torch.optim.SGD(model.parameters(), lr=0.01)
    with runtime.check() as report:
        for i in range(_LONG):
            x, y = _batch()
            opt.zero_grad()
            loss = F.cross_entropy(model(x), y)
            if i == _LATE:
                loss = loss + 0.01 * model[0].weight.pow(2).sum()
            loss.backward()
            opt.step()
            if i == _LATE:
                opt.step()  # L:second-step
    assert found(report) == {("AGL004", line("second-step"))}, report.format_text()


@pytest.mark.parametrize("set_to_none", [True, False])
def test_gradient_accumulation_stays_quiet_across_unexamined_stretches(set_to_none):
    """A window may start in the middle of an accumulation cycle: the gradients already hold
    the unexamined micro-batches' share, which is no missing zero_grad()."""
    model = _model()
    opt = torch.optim.SGD(model.parameters(), lr=0.01)
    with runtime.check() as report:
        for i in range(_LONG):
            x, y = _batch()
            (F.cross_entropy(model(x), y) / 3).backward()
            if i % 3 == 2:
                opt.step()
                opt.zero_grad(set_to_none=set_to_none)
    assert not report.findings, report.format_text()
    assert report.backwards_skipped > 0


def test_a_learnable_leaf_outside_the_optimizer_stays_quiet_across_unexamined_stretches():
    """A temperature the program updates by hand, next to an optimizer: the parameters the
    backwards reach are not known over an unexamined stretch (no parameter stopped)."""
    model = _model()
    temperature = torch.ones(1, requires_grad=True)
    opt = torch.optim.SGD(model.parameters(), lr=0.01)
    with runtime.check() as report:
        for _ in range(_LONG):
            x, y = _batch()
            opt.zero_grad()
            temperature.grad = None
            F.cross_entropy(model(x) / temperature, y).backward()
            opt.step()
            with torch.no_grad():
                temperature -= 0.001 * temperature.grad
    assert not report.findings, report.format_text()
    assert report.backwards_skipped > 0


def test_a_backward_through_a_freed_graph_in_a_steady_loop_is_still_reported():
    """The first backward of the pair may go unexamined; the second (its loss node repeats: a
    change) is examined and torch's error is attributed."""
    model = _model()
    opt = torch.optim.SGD(model.parameters(), lr=0.01)
    with pytest.raises(RuntimeError, match="second time"):
        with runtime.check() as report:
            for i in range(_LONG):
                x, y = _batch()
                opt.zero_grad()
                loss = F.cross_entropy(model(x), y)
                loss.backward()
                if i == _LATE:
                    loss.backward()  # noqa: AGL005  # L:freed-again
                opt.step()
    assert ("AGL005", line("freed-again")) in found(report), report.format_text()


def test_run_prints_what_the_sampling_left_unexamined(tmp_path):
    script = tmp_path / "train.py"
    script.write_text(
        "import torch\n"
        "model = torch.nn.Linear(3, 1)\n"
        "opt = torch.optim.SGD(model.parameters(), lr=0.1)\n"
        f"for _ in range({_LONG}):\n"
        "    opt.zero_grad()\n"
        "    model(torch.randn(4, 3)).pow(2).mean().backward()\n"
        "    opt.step()\n", encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=ROOT)
    for flags, skipped in (([], True), (["--exhaustive"], False)):
        out = tmp_path / "report.json"
        proc = subprocess.run(
            [sys.executable, "-m", "autograd_lint", "run", "--no-static", "--format", "json",
             "-o", str(out), *flags, str(script)],
            capture_output=True, text=True, cwd=tmp_path, env=env, timeout=120)
        assert proc.returncode == 0, proc.stderr
        data = json.loads(out.read_text(encoding="utf-8"))
        assert data["backwards"]["ran"] == _LONG
        assert (data["backwards"]["not_examined"] > 0) is skipped
        assert any("--exhaustive" in note for note in data.get("notes", ())) is skipped


def test_the_backwards_inside_one_step_closure_are_all_examined():
    """L-BFGS evaluates its closure many times in one step: those backwards repeat themselves,
    but the step's own bookkeeping (AGL004, AGL014, AGL018 judge it when it ends) spans them."""
    torch.manual_seed(0)
    model = nn.Linear(3, 1)
    opt = torch.optim.LBFGS(model.parameters(), max_iter=_LONG, tolerance_grad=0,
                            tolerance_change=0, history_size=4)
    x, y = torch.randn(16, 3), torch.randn(16, 1)

    def closure():
        opt.zero_grad()
        loss = F.mse_loss(model(x), y)
        loss.backward()
        return loss

    with runtime.check() as report:
        for _ in range(2):
            opt.step(closure)
    assert not report.findings, report.format_text()
    assert report.backwards > sampling.STEADY + sampling.PERIOD
    assert report.backwards_skipped == 0


# ---------------------------------------------------------------- sampled == exhaustive
# Programs an attack on the sampling found it misjudged (a monitor's state spanning a gap, an
# event sequence that changes inside a stretch left unexamined, a window with no step, epochs
# whose length is a multiple of the period); each must give the exhaustive mode's findings.
_LATE_I = 437  # (inside a stretch left unexamined)


def _manual_accumulation():
    torch.manual_seed(0)
    w = torch.randn(8, 1, requires_grad=True)
    for i in range(800):
        x, y = torch.randn(1, 8), torch.randn(1, 1)
        (((x @ w - y) ** 2).mean() / 4).backward()
        if (i + 1) % 4 == 0:
            with torch.no_grad():
                w -= 0.01 * w.grad
            w.grad = None


def _rebinding_late():
    torch.manual_seed(0)
    w = torch.randn(8, 1, requires_grad=True)
    opt = torch.optim.SGD([w], lr=1e-2)
    for i in range(800):
        x, y = torch.randn(1, 8), torch.randn(1, 1)
        opt.zero_grad()
        ((x @ w - y) ** 2).mean().backward()
        opt.step()
        if i >= _LATE_I:
            w = w.clamp(-1, 1).detach().requires_grad_()


def _step_before_backward_late():
    model = _model()
    opt = torch.optim.SGD(model.parameters(), lr=1e-2)
    for i in range(800):
        x, y = _batch()
        opt.zero_grad()
        loss = F.cross_entropy(model(x), y)
        if i >= _LATE_I:
            opt.step()
        loss.backward()
        if i < _LATE_I:
            opt.step()


def _encoder_stepped_last():
    """One reconstruction loss for two optimizers (intended: the encoder steps last), and two
    detached side losses: three backwards per iteration."""
    torch.manual_seed(0)
    enc, dec = nn.Sequential(nn.Linear(8, 4), nn.Tanh()), nn.Linear(4, 8)
    probe, critic = nn.Linear(4, 2), nn.Linear(8, 1)
    opts = [torch.optim.Adam(m.parameters(), lr=1e-3) for m in (enc, dec, probe, critic)]
    opt_e, opt_d, opt_p, opt_c = opts
    for _ in range(700):
        x = torch.randn(16, 8)
        opt_e.zero_grad()
        opt_d.zero_grad()
        z = enc(x)
        rec = dec(z)
        ((rec - x) ** 2).mean().backward()
        opt_d.step()
        opt_p.zero_grad()
        F.cross_entropy(probe(z.detach()), (x[:, 0] > 0).long()).backward()
        opt_p.step()
        opt_c.zero_grad()
        (critic(rec.detach()) - critic(x)).mean().backward()
        opt_c.step()
        opt_e.step()


def _inplace_on_saved_late():
    torch.manual_seed(0)
    l1, l2 = nn.Linear(8, 16), nn.Linear(16, 1)
    opt = torch.optim.Adam([*l1.parameters(), *l2.parameters()], lr=1e-3)
    for i in range(800):
        x, y = torch.randn(4, 8), torch.randn(4, 1)
        opt.zero_grad()
        h = torch.sigmoid(l1(x))
        if i >= _LATE_I:
            with torch.no_grad():
                h.clamp_(0.1, 0.9)  # (no graph node: the sampling goes on)
        ((l2(h) - y) ** 2).mean().backward()
        opt.step()


def _discriminator_trained_late():
    torch.manual_seed(0)
    G, D = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2)), nn.Linear(2, 1)
    opt_g, opt_d = torch.optim.Adam(G.parameters()), torch.optim.Adam(D.parameters())
    bce = nn.BCEWithLogitsLoss()
    for i in range(700):
        fake = G(torch.randn(8, 4))
        g_loss = bce(D(fake), torch.ones(8, 1))
        d_loss = bce(D(fake.detach()), torch.zeros(8, 1))
        opt_d.zero_grad()
        d_loss.backward()
        if i >= _LATE_I:
            opt_d.step()  # (then g_loss's graph holds D's old weights)
        opt_g.zero_grad()
        g_loss.backward()
        opt_g.step()


def _accumulation_over_32_stops_zeroing():
    model = _model()
    opt = torch.optim.SGD(model.parameters(), lr=0.01)
    for i in range(1600):
        x, y = _batch()
        (F.cross_entropy(model(x), y) / 32).backward()
        if (i + 1) % 32 == 0:
            opt.step()
            if i < 480:
                opt.zero_grad()


def _extra_step_at_each_epoch(batches: int):
    def train():
        model = _model()
        opt = torch.optim.SGD(model.parameters(), lr=1e-2)
        for _ in range(5):
            for _ in range(batches):
                x, y = _batch()
                opt.zero_grad()
                F.cross_entropy(model(x), y).backward()
                opt.step()
            opt.step()

    train.__name__ = f"_extra_step_at_each_{batches}_batch_epoch"
    return train


def _no_zeroing_at_each_epoch_start():
    model = _model()
    opt = torch.optim.SGD(model.parameters(), lr=1e-2)
    for _ in range(6):
        for batch in range(200):
            x, y = _batch()
            if batch > 0:
                opt.zero_grad()
            F.cross_entropy(model(x), y).backward()
            opt.step()


def _slow_probe_stops_zeroing():
    """A probe's optimizer steps every 100 iterations: the evidence of its missing zeroing spans
    longer than any window."""
    model = _model()
    probe = nn.Linear(8, 2)
    opt = torch.optim.Adam(model.parameters(), lr=1e-3)
    opt_probe = torch.optim.SGD(probe.parameters(), lr=1e-4)
    for i in range(1500):
        x, y = _batch()
        h = model[1](model[0](x))
        loss = F.cross_entropy(model[2](h), y) + F.cross_entropy(probe(h.detach()), y)
        opt.zero_grad()
        loss.backward()
        opt.step()
        if i % 100 == 99:
            opt_probe.step()
            if i < 450:
                opt_probe.zero_grad()


@pytest.mark.parametrize("train, codes", [
    (_manual_accumulation, set()),
    (_rebinding_late, {"AGL003"}),
    (_step_before_backward_late, {"AGL014"}),
    (_encoder_stepped_last, set()),
    (_inplace_on_saved_late, {"AGL006"}),
    (_discriminator_trained_late, {"AGL017"}),
    (_accumulation_over_32_stops_zeroing, {"AGL004"}),
    (_extra_step_at_each_epoch(256), {"AGL004"}),
    (_extra_step_at_each_epoch(200), {"AGL004"}),
    (_no_zeroing_at_each_epoch_start, {"AGL004"}),
    (_slow_probe_stops_zeroing, {"AGL004"}),
], ids=lambda value: value.__name__[1:] if callable(value) else "+".join(sorted(value)) or "quiet")
def test_the_sampled_findings_are_the_exhaustive_ones(train, codes):
    results = []
    for exhaustive in (True, False):
        with runtime.check(exhaustive=exhaustive) as report:
            try:
                train()
            except RuntimeError:
                pass  # (an in-place change of a saved tensor: torch raises at the backward)
        assert not report.internal_errors, report.internal_errors
        results.append(found(report))
    exhaustive_found, sampled_found = results
    assert {code for code, _ in exhaustive_found} == codes, exhaustive_found
    assert sampled_found == exhaustive_found
    assert report.backwards_skipped > 0


def test_a_loop_whose_backward_line_alternates_two_node_counts_is_sampled():
    """PPO: several epochs' backwards on one batch, then acting for the next batch: one backward
    line sees two node counts in turn; the loop still repeats itself."""
    model = _model()
    opt = torch.optim.SGD(model.parameters(), lr=0.01)
    with runtime.check() as report:
        for _ in range(_LONG // 3):
            for _ in range(4):  # acting, with grad on, as minimalRL's PPO does
                model(torch.randn(1, 6)).softmax(-1)
            x, y = _batch()
            for _ in range(3):
                opt.zero_grad()
                F.cross_entropy(model(x), y).backward()
                opt.step()
    assert report.events == []
    assert report.backwards_skipped > report.backwards // 2


def test_a_warning_inside_an_inplace_op_names_the_callers_line():
    """The in-place wrappers keep the program's frame as the warning's origin: a filter on the
    program's module, or a `once` registry, behaves as without the checker."""
    import warnings

    x = torch.ones(2)
    with runtime.check(), warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        x.add_(1, torch.ones(2))  # L:deprecated
    (warning,) = [w for w in caught if "overload of add_" in str(w.message)]
    assert (warning.filename, warning.lineno) == (__file__, line("deprecated"))
    with runtime.check(), warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        warnings.filterwarnings("ignore", message="This overload", module=__name__)
        x.add_(1, torch.ones(2))
    assert not [w for w in caught if "overload of add_" in str(w.message)]
    with runtime.check():  # an error inside the op: no extra frame of the caller's line
        with pytest.raises(RuntimeError) as info:
            x.masked_fill_(torch.tensor([1, 0], dtype=torch.uint8), 0.0)
    names = [entry.name for entry in info.traceback]
    assert "_inplace_op" not in names


def test_the_sampling_goes_on_when_the_loop_moves_to_another_call_site():
    """A training step called from a second place (a warm-up loop, then the main loop) is a new
    call path, not a departure: the sampling restarts there instead of ending for the run."""
    model = _model()
    opt = torch.optim.SGD(model.parameters(), lr=0.01)

    def train_step():
        opt.zero_grad()
        F.cross_entropy(model(_batch()[0]), _batch()[1]).backward()
        opt.step()

    checker = runtime.check()
    with checker as report:
        for _ in range(_LONG):
            train_step()
        first = checker.sampler.skipped
        for _ in range(_LONG):
            train_step()
    assert report.events == []
    assert first > 0
    assert report.backwards_skipped > 2 * first - sampling.PERIOD  # (it started again)
