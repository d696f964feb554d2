"""Verdicts that say what the run watched: an actor-critic's TD target built with grad (the
critic's backward runs into the actor) and a distillation teacher run with grad are seen, and
a line the checker could not watch is "not observable", with why, never "refuted"."""
from __future__ import annotations

import json
import textwrap

import pytest

torch = pytest.importorskip("torch", reason="the runtime checker needs torch")

from runtime_harness import pytest_fixtures  # noqa: E402

from autograd_lint.runtime.runner import main  # noqa: E402

fixture_runs, one_torch_thread = pytest_fixtures()


def run_json(capsys, *argv):
    code = main(["--format", "json", *argv])
    out, err = capsys.readouterr()
    return code, json.loads(out), err


def verdicts(data):
    return {(f["code"], f["line"]): f["status"] for f in data["static_findings"]}


SAC = """\
import torch
import torch.nn as nn
import torch.nn.functional as F

actor = nn.Sequential(nn.Linear(3, 8), nn.Tanh(), nn.Linear(8, 1))
critic = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 1))
critic_target = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 1))
critic_target.load_state_dict(critic.state_dict())
for p in critic_target.parameters():
    p.requires_grad = False
actor_opt = torch.optim.Adam(actor.parameters(), lr=1e-3)
critic_opt = torch.optim.Adam(critic.parameters(), lr=1e-3)
for it in range(4):
    s, a, r, s2 = torch.randn(8, 3), torch.randn(8, 1), torch.randn(8, 1), torch.randn(8, 3)
    a2 = actor(s2)
    q_next = critic_target(torch.cat([s2, a2], 1))  # L:target
    target = r + 0.99 * q_next
    critic_loss = F.mse_loss(critic(torch.cat([s, a], 1)), target)
    critic_opt.zero_grad()
    critic_loss.backward()
    critic_opt.step()
    actor_loss = -critic(torch.cat([s, actor(s)], 1)).mean()
    actor_opt.zero_grad()
    actor_loss.backward()
    actor_opt.step()
"""


def test_a_td_target_built_with_grad_is_seen_where_the_actor_output_enters(capsys, tmp_path):
    script = tmp_path / "sac.py"
    script.write_text(SAC)
    code, data, _ = run_json(capsys, str(script))
    (finding,) = data["runtime_findings"]
    assert (finding["code"], finding["line"]) == ("AGL001", 16)
    assert "goes on into actor (owned by actor_opt)" in finding["message"]
    assert finding["count"] == 4
    assert verdicts(data) == {("AGL001", 16): "confirmed"}
    assert code == 1


def test_the_td_target_under_no_grad_is_quiet_and_refuted_only_when_watched(capsys, tmp_path):
    script = tmp_path / "sac.py"
    script.write_text(SAC.replace("    a2 = actor(s2)\n", "    a2 = actor(s2).detach()\n"))
    code, data, _ = run_json(capsys, str(script))
    assert data["runtime_findings"] == [] and code == 0


TEACHER = """\
import torch
import torch.nn as nn
import torch.nn.functional as F

teacher = nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 4))
student = nn.Sequential(nn.Linear(8, 4))
t_opt = torch.optim.SGD(teacher.parameters(), lr=0.1)
for _ in range(2):
    t_opt.zero_grad()
    F.cross_entropy(teacher(torch.randn(4, 8)), torch.randint(0, 4, (4,))).backward()
    t_opt.step()
teacher.eval()
FREEZE
s_opt = torch.optim.SGD(student.parameters(), lr=0.1)
for _ in range(3):
    x = torch.randn(4, 8)
    soft = F.softmax(teacher(x), dim=1)
    loss = F.kl_div(F.log_softmax(student(x), dim=1), soft, reduction="batchmean")
    s_opt.zero_grad()
    loss.backward()
    s_opt.step()
"""


def test_a_teacher_in_eval_mode_run_with_grad_is_confirmed(capsys, tmp_path):
    script = tmp_path / "distill.py"
    script.write_text(TEACHER.replace("FREEZE\n", "pass\n"))
    code, data, _ = run_json(capsys, str(script))
    (finding,) = data["runtime_findings"]
    assert (finding["code"], finding["line"]) == ("AGL001", 17)
    assert "teacher is in eval mode and trained by another optimizer (t_opt)" in finding["message"]
    assert verdicts(data) == {("AGL001", 17): "confirmed"}


@pytest.mark.parametrize("mode", [(), ("--exhaustive",)])
def test_a_teacher_labelling_in_eval_mode_with_grad_is_confirmed_as_agl009(capsys, tmp_path, mode):
    """The teacher's output only labels the student's batch (`argmax`): its graph is never
    walked. The student's backward, and the module hook the second optimizer installs, must not
    hide the teacher's call from the eval-mode watch (whichever wrapper of the module call came
    first)."""
    script = tmp_path / "distill.py"
    script.write_text(TEACHER.replace("FREEZE\n", "pass\n").replace(
        "    soft = F.softmax(teacher(x), dim=1)\n"
        "    loss = F.kl_div(F.log_softmax(student(x), dim=1), soft, reduction=\"batchmean\")\n",
        "    pseudo = teacher(x).argmax(1)\n"
        "    loss = F.cross_entropy(student(x), pseudo)\n"))
    code, data, _ = run_json(capsys, *mode, str(script))
    assert [(f["code"], f["line"]) for f in data["runtime_findings"]] == [("AGL009", 17)]
    assert verdicts(data) == {("AGL009", 17): "confirmed"}


def test_a_frozen_teacher_builds_no_graph_and_nothing_is_reported(capsys, tmp_path):
    script = tmp_path / "distill.py"
    script.write_text(TEACHER.replace("FREEZE\n", "teacher.requires_grad_(False)\n"))
    code, data, _ = run_json(capsys, str(script))
    assert data["runtime_findings"] == [] and data["static_findings"] == [] and code == 0


def test_a_teacher_whose_optimizer_is_gone_is_not_observable_with_why(capsys, tmp_path):
    script = tmp_path / "distill.py"
    script.write_text(TEACHER.replace("FREEZE\n", "del t_opt\n"))
    code, data, _ = run_json(capsys, str(script))
    assert data["runtime_findings"] == []
    (static,) = data["static_findings"] or [None]
    if static is not None:  # (the static rule may not name a teacher whose optimizer is gone)
        assert static["status"] == "not observable" and static["why"]


def test_a_code_light_mode_drops_is_not_observable_and_says_why(capsys, tmp_path):
    script = tmp_path / "gan.py"
    script.write_text(textwrap.dedent("""\
        import torch
        G, D = torch.nn.Linear(2, 2), torch.nn.Linear(2, 1)
        opt_g, opt_d = torch.optim.SGD(G.parameters(), lr=0.1), torch.optim.SGD(D.parameters(), lr=0.1)
        for _ in range(2):
            fake = G(torch.randn(4, 2))
            opt_d.zero_grad()
            D(fake).mean().backward()
            opt_d.step()
        """))
    code, data, _ = run_json(capsys, "--light", str(script))
    (static,) = data["static_findings"]
    assert static["status"] == "not observable"
    assert static["why"] == "--light does not watch AGL001"
    main(["--light", str(script)])
    out, _ = capsys.readouterr()
    assert "[not observable: --light does not watch AGL001]" in out


CYCLEGAN_LOG = """\
import itertools
import torch
import torch.nn as nn

G_AB, G_BA = nn.Linear(4, 4), nn.Linear(4, 4)
D_A, D_B = nn.Linear(4, 1), nn.Linear(4, 1)
opt_G = torch.optim.Adam(itertools.chain(G_AB.parameters(), G_BA.parameters()), lr=2e-4)
opt_D_A = torch.optim.Adam(D_A.parameters(), lr=2e-4)
opt_D_B = torch.optim.Adam(D_B.parameters(), lr=2e-4)
mse = nn.MSELoss()
ones, zeros = torch.ones(8, 1), torch.zeros(8, 1)
KEEP
for i in range(6):
    real_A, real_B = torch.randn(8, 4), torch.randn(8, 4)
    opt_G.zero_grad()
    fake_B, fake_A = G_AB(real_A), G_BA(real_B)
    loss_G = mse(D_B(fake_B), ones) + mse(D_A(fake_A), ones)
    loss_G.backward()
    opt_G.step()
    opt_D_A.zero_grad()
    loss_D_A = (mse(D_A(real_A), ones) + mse(D_A(fake_A.detach()), zeros)) * 0.5
    loss_D_A.backward()
    opt_D_A.step()
    opt_D_B.zero_grad()
    loss_D_B = (mse(D_B(real_B), ones) + mse(D_B(fake_B.detach()), zeros)) * 0.5
    loss_D_B.backward()
    opt_D_B.step()
    loss_D = (loss_D_A + loss_D_B) / 2
    ACCUMULATE
    print(i, loss_G.item(), loss_D.item())
"""


def test_a_loss_rebuilt_each_iteration_from_two_optimizers_terms_is_not_kept(capsys, tmp_path):
    """CycleGAN's `loss_D = (loss_D_A + loss_D_B) / 2`: one run of each backward line, rebound
    every iteration; two optimizers step between its terms."""
    script = tmp_path / "cyclegan.py"
    script.write_text(CYCLEGAN_LOG.replace("KEEP\n", "").replace("    ACCUMULATE\n", ""))
    code, data, _ = run_json(capsys, "--no-static", str(script))
    assert data["runtime_findings"] == [] and code == 0


def test_a_loss_kept_across_iterations_is_still_found(capsys, tmp_path):
    script = tmp_path / "cyclegan.py"
    script.write_text(CYCLEGAN_LOG.replace("KEEP\n", "total = 0\n").replace(
        "    ACCUMULATE\n", "    total += loss_D\n"))
    code, data, _ = run_json(capsys, "--no-static", str(script))
    assert [(f["code"], f["line"]) for f in data["runtime_findings"]] == [("AGL010", 29)]


# ---------------------------------------------------------------------- AGL005's words
TWICE_ON_ONE_LINE = """\
import torch

w = torch.randn(3, requires_grad=True)
y = (w * w).sum()
y.backward(); y.backward()
"""

CARRIED = """\
import torch

cell = torch.nn.RNNCell(3, 3)
opt = torch.optim.SGD(cell.parameters(), lr=0.1)
h = torch.zeros(1, 3)
for i in range(3):
    h = cell(torch.randn(1, 3), h)
    opt.zero_grad()
    h.sum().backward()
    opt.step()
"""


def _agl005(capsys, tmp_path, source):
    script = tmp_path / "prog.py"
    script.write_text(source)
    code, data, err = run_json(capsys, "--no-static", str(script))
    (finding,) = [f for f in data["runtime_findings"] if f["code"] == "AGL005"]
    return finding["message"], err


def test_two_backwards_on_one_line_are_described_as_such(capsys, tmp_path):
    message, err = _agl005(capsys, tmp_path, TWICE_ON_ONE_LINE)
    assert "an earlier backward on this same line" in message
    assert "iteration" not in message and "detach" not in message
    assert "earlier iteration" not in err and "h.detach()" not in err  # torch's error's note


def test_a_loop_carrying_a_graph_is_described_as_an_earlier_iteration(capsys, tmp_path):
    message, err = _agl005(capsys, tmp_path, CARRIED)
    assert "this same backward on an earlier iteration" in message and "h.detach()" in message
    assert "freed on an earlier iteration" in err


COMPILED_GAN = """\
import torch
import torch.nn as nn

G = torch.compile(nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 4)), backend="aot_eager")
D = torch.compile(nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 1)), backend="aot_eager")
opt_g = torch.optim.Adam(G.parameters(), lr=1e-3)
opt_d = torch.optim.Adam(D.parameters(), lr=1e-3)
bce = nn.BCEWithLogitsLoss()
for i in range(2):
    fake = G(torch.randn(8, 4))
    opt_d.zero_grad()
    loss_d = bce(D(torch.randn(8, 4)), torch.ones(8, 1)) + bce(D(fake), torch.zeros(8, 1))
    loss_d.backward()
    opt_d.step()
    opt_g.zero_grad()
    bce(D(fake), torch.ones(8, 1)).backward()
    opt_g.step()
"""


def test_a_compiled_gan_without_detach_gets_agl001_alone(capsys, tmp_path):
    """torch's "second time" error at the generator's backward is AGL001's consequence; no
    AGL005 claiming the earlier backward ran before the checker started."""
    import torch._dynamo

    torch._dynamo.reset()
    script = tmp_path / "gan.py"
    script.write_text(COMPILED_GAN)
    try:
        code, data, _ = run_json(capsys, "--no-static", str(script))
    finally:
        torch._dynamo.reset()
    assert [(f["code"], f["line"]) for f in data["runtime_findings"]] == [("AGL001", 12)]


# ---------------------------------------------------------------------- AGL006 through views
VIEW_SAVED = """\
import torch
import torch.nn as nn

lin = nn.Linear(4, 4)
x = torch.randn(2, 3, 4)
h = torch.relu(lin(x))
out = lin(h)
h.add_(1.0)
out.sum().backward()
"""


def test_an_inplace_op_on_a_tensor_saved_as_a_view_is_found_and_drawn(capsys, tmp_path):
    """nn.Linear on a 3-D input saves a flattened view ("output 0 of AsStrided", another
    shape): the op on its base is the line; --graph-dir draws it."""
    script = tmp_path / "view.py"
    script.write_text(VIEW_SAVED)
    graphs = tmp_path / "graphs"
    code, data, _ = run_json(capsys, "--no-static", "--graph-dir", str(graphs), str(script))
    (finding,) = data["runtime_findings"]
    assert (finding["code"], finding["line"]) == ("AGL006", 8)
    assert "in-place 'add_'" in finding["message"]
    (dot,) = [p for p in finding["graph"] if p.endswith(".dot")]
    assert "AddmmBackward0" in (graphs / "AGL006_view_8.dot").read_text()


def test_graph_dir_is_not_created_when_there_is_nothing_to_draw(capsys, tmp_path):
    script = tmp_path / "clean.py"
    script.write_text("import torch\nw = torch.ones(2, requires_grad=True)\n(w * 2).sum().backward()\n")
    graphs = tmp_path / "graphs"
    code, data, _ = run_json(capsys, "--no-static", "--graph-dir", str(graphs), str(script))
    assert code == 0 and not graphs.exists()


DQN_TARGETS = """\
def td_targets(batch, *, bootstrap_net, gamma):
    next_q = bootstrap_net(batch["next_obs"]).max(dim=-1).values
    return batch["reward"] + gamma * (1.0 - batch["done"]) * next_q
"""

DQN_LEARNER = """\
import copy
from functools import partial

import torch
import torch.nn as nn
import torch.nn.functional as F

from targets import td_targets

q = nn.Sequential(nn.Linear(4, 16), nn.ReLU(), nn.Linear(16, 2))
q_target = copy.deepcopy(q)
opt = torch.optim.Adam(q.parameters(), lr=1e-3)
target_fn = partial(td_targets, bootstrap_net=q_target, gamma=0.9)
for _ in range(3):
    batch = {"obs": torch.randn(8, 4), "next_obs": torch.randn(8, 4),
             "action": torch.randint(0, 2, (8,)), "reward": torch.randn(8),
             "done": torch.zeros(8)}
    q_sa = q(batch["obs"]).gather(-1, batch["action"].unsqueeze(-1)).squeeze(-1)
    loss = F.smooth_l1_loss(q_sa, target_fn(batch))
    opt.zero_grad()
    loss.backward()
    opt.step()
"""


def test_a_finding_reported_away_from_its_site_is_confirmed_at_the_site(capsys, tmp_path):
    # (targets.py names no torch word: the static finding is reported at the learner's
    # backward, its site the first link; the runtime sees the target network at the site)
    (tmp_path / "targets.py").write_text(DQN_TARGETS)
    script = tmp_path / "learner.py"
    script.write_text(DQN_LEARNER)
    code, data, _ = run_json(capsys, str(script))
    assert verdicts(data) == {("AGL001", 21): "confirmed"}


X64 = """\
import torch


def init():
    return {"a": torch.zeros(3, requires_grad=True), "b": torch.zeros(2, requires_grad=True)}


def enable_x64(tree):
    return {name: leaf.to(torch.float64) for name, leaf in tree.items()}


params = enable_x64(init())
opt = torch.optim.Adam(list(params.values()), lr=0.1)
"""


def test_a_non_leaf_is_confirmed_where_the_optimizer_refuses_it(capsys, tmp_path):
    """The static AGL020 is reported where the copy is made (line 9); torch refuses it where the
    optimizer is built (line 13), the finding's "given to this optimizer" link."""
    script = tmp_path / "x64.py"
    script.write_text(X64)
    code, data, _ = run_json(capsys, str(script))
    assert verdicts(data) == {("AGL020", 9): "confirmed"}
    assert code == 1
