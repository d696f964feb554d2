"""Overhead of the autograd-lint runtime checker on CPU training steps.

In one process, for each model, blocks of training steps run alternately without and with the
checker (ABBA order, so drift cancels); each pair gives a ratio checked/plain, and the median
ratio is printed (wall clock; the same for process CPU time, which other processes on shared
cores disturb less). Same for torch.autograd.set_detect_anomaly(True) for comparison, for the
checker's light mode, and for plain against plain (the noise floor). Only the steps are timed:
the checker's set-up (entering and leaving it, once per run) is printed on its own. Targets for
the full mode: <= 1.05x on the MLP (784-256-10, batch 64, Adam), <= 1.03x on the small CNN,
read on the process CPU time ratio (other processes on shared cores disturb it less than the
wall clock); each model's last line compares the full mode with detect_anomaly measured in the
same run (the cost of the checker as a fraction of anomaly mode's).

The full mode samples a loop that repeats itself (autograd_lint/runtime/sampling.py): its first
STEADY + 2 backwards are all examined, then WINDOW of every PERIOD. A run pays that start once,
so every block begins with as many untimed steps (``--warmup``, plain blocks too) and times two
PERIODs of steps (``--steps``; with blocks of one period the ratios read noisier); the start's
cost is printed on its own line. The "checker (exhaustive)" row examines every step, as the full
mode did before the sampling. About 6 minutes on 2 cores.

    python benchmarks/runtime_overhead.py [--blocks 11] [--cnn-blocks 3] [--steps 256]
                                          [--threads N] [--models mlp,cnn] [--warmup 66]

Exit status 1 when the full checker misses a target (on a busy shared machine, rerun: the ratios
of a mode against itself, the "plain (A/A)" row, spread by several percent there).

OMP_WAIT_POLICY=PASSIVE is set before torch is imported: with busy-waiting OpenMP threads,
shared cores distort the measurement by up to 10x.
"""
from __future__ import annotations

import os

os.environ["OMP_WAIT_POLICY"] = "PASSIVE"

import argparse  # noqa: E402
import contextlib  # noqa: E402
import functools  # noqa: E402
import statistics  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import torch  # noqa: E402
import torch.nn as nn  # noqa: E402
import torch.nn.functional as F  # noqa: E402

import autograd_lint.runtime as runtime  # noqa: E402
from autograd_lint.runtime import sampling  # noqa: E402


def mlp_task():
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(784, 256), nn.ReLU(), nn.Linear(256, 10))
    opt = torch.optim.Adam(model.parameters(), lr=1e-3)
    x, y = torch.randn(64, 784), torch.randint(0, 10, (64,))

    def step():
        opt.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        opt.step()

    return step


class SmallCNN(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.conv1 = nn.Conv2d(1, 16, 3, padding=1)
        self.conv2 = nn.Conv2d(16, 32, 3, padding=1)
        self.fc1 = nn.Linear(32 * 7 * 7, 128)
        self.fc2 = nn.Linear(128, 10)

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.conv1(x)), 2)
        x = F.max_pool2d(F.relu(self.conv2(x)), 2)
        return self.fc2(F.relu(self.fc1(x.flatten(1))))


def cnn_task():
    torch.manual_seed(0)
    model = SmallCNN()
    opt = torch.optim.Adam(model.parameters(), lr=1e-3)
    x, y = torch.randn(64, 1, 28, 28), torch.randint(0, 10, (64,))

    def step():
        opt.zero_grad()
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        opt.step()

    return step


# -- four RL loops, as minimalRL (dqn.py, ppo.py, a2c.py, actor_critic.py) writes them: a small
# network acts one state at a time, then updates from a short batch. The environment is a fixed
# pseudo-random stream of CartPole-sized states (4 numbers, 2 actions), so that every block
# does the same work. One ``step()`` is one update with the acting that precedes it.

class _Env:
    def __init__(self) -> None:
        self.gen = torch.Generator().manual_seed(0)

    def state(self):
        return torch.rand(4, generator=self.gen)

    def reward(self) -> float:
        return float(torch.rand((), generator=self.gen))


class _QNet(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.fc1, self.fc2, self.fc3 = nn.Linear(4, 128), nn.Linear(128, 128), nn.Linear(128, 2)

    def forward(self, x):
        return self.fc3(F.relu(self.fc2(F.relu(self.fc1(x)))))


def dqn_task():
    """minimalRL dqn.py: act with q, then 10 updates on batches of 32 from the replay buffer;
    the target from q_target under no_grad, as the PyTorch DQN tutorial computes it (minimalRL
    leaves grad on there, which the checker reports: AGL001, a target network)."""
    torch.manual_seed(0)
    env, q, q_target = _Env(), _QNet(), _QNet()
    q_target.load_state_dict(q.state_dict())
    opt = torch.optim.Adam(q.parameters(), lr=0.0005)
    buffer = [(env.state(), 0, env.reward(), env.state(), 1.0) for _ in range(256)]
    pick = torch.Generator().manual_seed(1)

    def step():
        for _ in range(10):  # acting: one state at a time
            out = q(env.state())
            buffer.append((env.state(), int(out.argmax().item()), env.reward(), env.state(), 1.0))
            buffer.pop(0)
        for _ in range(10):
            idx = torch.randint(0, len(buffer), (32,), generator=pick).tolist()
            s = torch.stack([buffer[i][0] for i in idx])
            a = torch.tensor([[buffer[i][1]] for i in idx])
            r = torch.tensor([[buffer[i][2]] for i in idx])
            s_prime = torch.stack([buffer[i][3] for i in idx])
            done_mask = torch.tensor([[buffer[i][4]] for i in idx])
            q_a = q(s).gather(1, a)
            with torch.no_grad():
                max_q_prime = q_target(s_prime).max(1)[0].unsqueeze(1)
            target = r + 0.98 * max_q_prime * done_mask
            loss = F.smooth_l1_loss(q_a, target)
            opt.zero_grad()
            loss.backward()
            opt.step()

    return step


class _PiV(nn.Module):
    """minimalRL's PPO / A2C / actor-critic network: a shared layer, a policy and a value head."""

    def __init__(self, hidden: int = 256) -> None:
        super().__init__()
        self.fc1, self.fc_pi, self.fc_v = nn.Linear(4, hidden), nn.Linear(hidden, 2), \
            nn.Linear(hidden, 1)

    def pi(self, x, softmax_dim=0):
        return F.softmax(self.fc_pi(F.relu(self.fc1(x))), dim=softmax_dim)

    def v(self, x):
        return self.fc_v(F.relu(self.fc1(x)))


def _rollout(env, model, n: int):
    """n acting steps (the policy called on one state, grad on, as minimalRL does)."""
    sample = torch.Generator().manual_seed(2)
    states, actions, rewards, probs, nexts = [], [], [], [], []
    for _ in range(n):
        s = env.state()
        prob = model.pi(s)
        a = int(torch.multinomial(prob.detach(), 1, generator=sample).item())
        states.append(s)
        actions.append([a])
        rewards.append([env.reward()])
        probs.append([prob[a].item()])
        nexts.append(env.state())
    return (torch.stack(states), torch.tensor(actions), torch.tensor(rewards),
            torch.tensor(probs), torch.stack(nexts))


def ppo_task():
    """minimalRL ppo.py: T_horizon 20 acting steps, then K_epoch 3 updates on the batch."""
    torch.manual_seed(0)
    env, model = _Env(), _PiV()
    opt = torch.optim.Adam(model.parameters(), lr=0.0005)

    def step():
        s, a, r, prob_a, s_prime = _rollout(env, model, 20)
        for _ in range(3):
            td_target = r + 0.98 * model.v(s_prime)
            delta = (td_target - model.v(s)).detach()
            advantage = torch.flip(torch.cumsum(torch.flip(delta, (0,)) * 0.95, 0), (0,))
            pi = model.pi(s, softmax_dim=1)
            ratio = torch.exp(torch.log(pi.gather(1, a)) - torch.log(prob_a))
            surr1 = ratio * advantage
            surr2 = torch.clamp(ratio, 0.9, 1.1) * advantage
            loss = -torch.min(surr1, surr2) + F.smooth_l1_loss(model.v(s), td_target.detach())
            opt.zero_grad()
            loss.mean().backward()
            opt.step()

    return step


def _a2c_like_task(n_rollout: int, hidden: int):
    torch.manual_seed(0)
    env, model = _Env(), _PiV(hidden)
    opt = torch.optim.Adam(model.parameters(), lr=0.0002)

    def step():
        s, a, r, _, s_prime = _rollout(env, model, n_rollout)
        td_target = r + 0.98 * model.v(s_prime)
        delta = td_target - model.v(s)
        pi_a = model.pi(s, softmax_dim=1).gather(1, a)
        value_loss = F.smooth_l1_loss(model.v(s), td_target.detach())
        loss = -torch.log(pi_a) * delta.detach() + value_loss
        opt.zero_grad()
        loss.mean().backward()
        opt.step()

    return step


def a2c_task():
    """minimalRL a2c.py's update (n_rollout 5; one environment, the same network and loss)."""
    return _a2c_like_task(5, 256)


def actor_critic_task():
    """minimalRL actor_critic.py (n_rollout 10, hidden 256)."""
    return _a2c_like_task(10, 256)


@contextlib.contextmanager
def anomaly():
    with torch.autograd.set_detect_anomaly(True):
        yield


def checked(light: bool, exhaustive: bool = False):
    """One checker per row, entered for each checked block: a run enters it once, so what is
    measured is the cost per step, not the set-up."""
    checker = runtime.check(light=light, exhaustive=exhaustive)

    @contextlib.contextmanager
    def ctx():
        with checker as report:
            yield
        if report.events or report.internal_errors:
            raise SystemExit(f"unexpected findings in the benchmark loop: {report.format_text()}"
                             f"{report.internal_errors}")
    return ctx


def block(step, steps: int, ctx=None, warmup: int = 0) -> tuple[float, float]:
    """(wall seconds per step, process CPU seconds per step) of the steps alone: entering and
    leaving the context (the checker's set-up, once per run) is timed by setup_cost(), and the
    first ``warmup`` steps after entering it (plain blocks too, the same number) are not timed:
    installing or removing ~250 wrappers on ``torch.Tensor`` resets the interpreter's caches of
    every call site that looks a method up on it, a cost a real run pays once, not per step
    (first_steps_cost() measures it)."""
    with (ctx() if ctx else contextlib.nullcontext()):
        for _ in range(warmup):
            step()
        start, cpu = time.perf_counter(), time.process_time()
        for _ in range(steps):
            step()
        wall, cpu = time.perf_counter() - start, time.process_time() - cpu
    return wall / steps, cpu / steps


def first_steps_cost(step, ctx, warmup: int, rounds: int = 7) -> float:
    """Median extra CPU milliseconds of the first ``warmup`` steps after entering ``ctx`` over
    the same steps once warm: paid once per run."""
    extra = []
    for _ in range(rounds):
        with ctx():
            cpu = time.process_time()
            for _ in range(warmup):
                step()
            first = time.process_time() - cpu
            cpu = time.process_time()
            for _ in range(warmup):
                step()
            extra.append(first - (time.process_time() - cpu))
    return statistics.median(extra) * 1e3


def setup_cost(light: bool, rounds: int = 21) -> float:
    """Median milliseconds to enter and leave an (idle) checker."""
    checker = runtime.check(light=light)
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        with checker:
            pass
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1e3


def measure(step, modes: dict, blocks: int, steps: int, warmup: int = 0) -> dict:
    """Per mode: (median ms/step plain, median ms/step in the mode, median paired wall ratio,
    median paired CPU ratio).

    Each round runs a plain block next to a block of every mode, in an order that reverses every
    round (plain A plain B plain C / C plain B plain A plain ...), so every mode meets the same
    conditions and drift cancels; a mode's block is paired with the plain block next to it.
    """
    names = list(modes)
    for _ in range(2):  # warm up every path
        block(step, steps)
        for name in names:
            block(step, steps, modes[name])
    one = functools.partial(block, step, steps, warmup=warmup)
    plain: dict = {n: [] for n in names}
    other: dict = {n: [] for n in names}
    wall: dict = {n: [] for n in names}
    cpu: dict = {n: [] for n in names}
    for i in range(blocks):
        order = names if i % 2 == 0 else names[::-1]
        for name in order:
            if i % 2 == 0:
                a = one()
                b = one(modes[name])
            else:
                b = one(modes[name])
                a = one()
            plain[name].append(a[0])
            other[name].append(b[0])
            wall[name].append(b[0] / a[0])
            cpu[name].append(b[1] / a[1])
    med = statistics.median
    return {n: (med(plain[n]) * 1e3, med(other[n]) * 1e3, med(wall[n]), med(cpu[n]))
            for n in names}


TASKS = (("dqn", dqn_task), ("ppo", ppo_task), ("a2c", a2c_task), ("ac", actor_critic_task),
         ("mlp", mlp_task), ("cnn", cnn_task))
# backwards per step(): --steps and --warmup count backwards, as the sampling does
BACKWARDS_PER_STEP = {"dqn": 10, "ppo": 3}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--blocks", type=int, default=11, help="rounds of paired blocks (MLP)")
    parser.add_argument("--cnn-blocks", type=int, default=3, help="rounds of paired blocks (CNN)")
    parser.add_argument("--steps", type=int, default=2 * sampling.PERIOD,
                        help="timed training steps per block (default: two sampling periods)")
    parser.add_argument("--threads", type=int, default=None, help="torch.set_num_threads")
    parser.add_argument("--warmup", type=int, default=sampling.STEADY + 2,
                        help="untimed steps at the start of every block (plain ones too; "
                             "default: the sampling's start)")
    parser.add_argument("--models", default=",".join(name for name, _ in TASKS),
                        help="comma-separated: " + ", ".join(name for name, _ in TASKS))
    args = parser.parse_args(argv)
    if args.threads:
        torch.set_num_threads(args.threads)
    print(f"torch {torch.__version__}, {torch.get_num_threads()} threads, "
          f"OMP_WAIT_POLICY={os.environ['OMP_WAIT_POLICY']}, {args.blocks} (MLP) / "
          f"{args.cnn_blocks} (CNN) paired blocks of {args.steps} steps after {args.warmup} "
          f"untimed ones")
    print(f"{'model':<6} {'mode':<20} {'plain ms/step':>10} {'mode ms/step':>13} "
          f"{'median ratio':>13} {'cpu ratio':>10} {'target (cpu)':>12}")
    targets = {"mlp": 1.05, "cnn": 1.03, "dqn": 1.10, "ppo": 1.10, "a2c": 1.10, "ac": 1.10}
    worst = 0
    for name, task in TASKS:
        if name not in args.models.split(","):
            continue
        step = task()
        modes = {"checker": checked(False), "checker (exhaustive)": checked(False, True),
                 "checker (light)": checked(True), "detect_anomaly": anomaly,
                 "plain (A/A)": None}
        blocks = args.cnn_blocks if name == "cnn" else args.blocks
        per = BACKWARDS_PER_STEP.get(name, 1)
        steps, warmup = -(-args.steps // per), -(-args.warmup // per)
        results = measure(step, modes, blocks, steps, warmup)
        for mode, (plain, other, ratio, cpu_ratio) in results.items():
            target = ""
            if mode == "checker":
                met = cpu_ratio <= targets[name]
                target = f"<={targets[name]:.2f}x {'met' if met else 'MISSED'}"
                worst = worst or int(not met)
            print(f"{name:<6} {mode:<20} {plain:>10.3f} {other:>13.3f} {ratio:>12.3f}x "
                  f"{cpu_ratio:>9.3f}x {target:>7}", flush=True)
        full, slow = results["checker"], results["detect_anomaly"]
        print(f"{name:<6} full vs detect_anomaly (same run): {full[1]:.3f} vs {slow[1]:.3f} "
              f"ms/step; overhead {100 * (full[3] - 1):+.1f}% vs {100 * (slow[3] - 1):+.1f}% "
              f"(cpu), {100 * (full[2] - 1):+.1f}% vs {100 * (slow[2] - 1):+.1f}% (wall)",
              flush=True)
        if warmup:
            print(f"{name:<6} first {warmup} steps after entering, once per run (cpu ms "
                  f"over the next {args.warmup}): full "
                  f"{first_steps_cost(step, modes['checker'], warmup):.2f}, exhaustive "
                  f"{first_steps_cost(step, modes['checker (exhaustive)'], warmup):.2f}, "
                  f"light {first_steps_cost(step, modes['checker (light)'], warmup):.2f}, "
                  f"after plain blocks "
                  f"{first_steps_cost(step, contextlib.nullcontext, warmup):.2f}", flush=True)
    print(f"load average: {' '.join(open('/proc/loadavg').read().split()[:3])}"
          if os.path.exists("/proc/loadavg") else "load average: unknown")
    print(f"set-up, once per run (enter + leave the checker): "
          f"{setup_cost(False):.2f} ms full, {setup_cost(True):.2f} ms light")
    print("plain (A/A): plain blocks against plain blocks, the noise floor of a ratio here")
    return worst


if __name__ == "__main__":
    sys.exit(main())
