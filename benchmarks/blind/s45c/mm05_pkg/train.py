# %% [markdown]
# # Cotton-candy heater control with DQN
# 32 machines in parallel, 5 heater levels.

# %%
import torch
import torch.nn.functional as F

from .machine import CandyMachines, N_ACTIONS, OBS_DIM, POWER
from .qnet import HeaterQ, frozen_copy, sync
from .replay import Replay
from .targets import td_targets

torch.manual_seed(8)
torch.set_num_threads(1)

# %% baselines
def rollout(policy, steps=120, seed=99):
    env = CandyMachines(n=64, seed=seed)
    obs, total = env.reset(), 0.0
    for _ in range(steps):
        _, r, _, obs = env.step(policy(obs))
        total += r.sum().item()
    return total / 64


random_pol = lambda o: torch.randint(0, N_ACTIONS, (len(o),))
always_mid = lambda o: torch.full((len(o),), 2, dtype=torch.long)
thermostat = lambda o: torch.where(o[:, 0] < 0.6, 4, torch.where(o[:, 0] > 0.72, 1, 3))
for name, pol in [("random", random_pol), ("mid", always_mid), ("thermostat", thermostat)]:
    print(f"{name:10s} return per machine {rollout(pol):7.2f}")

# %% DQN
GAMMA, BATCH, SYNC_EVERY = 0.95, 128, 100
env = CandyMachines(n=32, seed=1)
buf = Replay(20000, OBS_DIM)
qnet = HeaterQ(64)
target_q = frozen_copy(qnet)
opt = torch.optim.Adam(qnet.parameters(), lr=1e-3)
eps_at = lambda step: max(0.05, 1.0 - step / 600)
greedy = lambda o: qnet(o).argmax(1)


def act(obs, step):
    with torch.no_grad():
        a = greedy(obs)
    explore = torch.rand(len(obs)) < eps_at(step)
    return torch.where(explore, random_pol(obs), a)


def train(n_steps, double=False, tag="dqn"):
    obs = env.reset()
    for step in range(n_steps):
        a = act(obs, step)
        s2, r, d, after_reset = env.step(a)
        buf.add(obs, a, r, s2, d)
        obs = after_reset
        if len(buf) < 500:
            continue
        s_b, a_b, r_b, s2_b, d_b = buf.sample(BATCH)
        y = td_targets(target_q, r_b, s2_b, d_b, GAMMA, online_q=qnet if double else None)
        q = qnet(s_b).gather(1, a_b[:, None]).squeeze(1)
        td = F.smooth_l1_loss(q, y)
        opt.zero_grad()
        td.backward()
        torch.nn.utils.clip_grad_norm_(qnet.parameters(), 5.0)
        opt.step()
        if step % SYNC_EVERY == 0:
            sync(target_q, qnet)
        if step % 300 == 0:
            with torch.no_grad():
                ret = rollout(greedy)
            print(f"  [{tag}] step {step:4d} td {td.item():.4f} eps {eps_at(step):.2f} greedy return {ret:.2f}")


train(1200)

# %% double DQN, bigger net, from scratch
buf = Replay(20000, OBS_DIM)
qnet = HeaterQ(128)
target_q = frozen_copy(qnet)
opt = torch.optim.Adam(qnet.parameters(), lr=1e-3)
train(1200, double=True, tag="ddqn")

# %%
with torch.no_grad():
    print("final greedy return per machine: %.2f" % rollout(greedy))
    probe = torch.tensor([[t, 1.0, 0.5, 0.0, 0.2] for t in (0.2, 0.5, 0.65, 0.8, 0.9)])
    print("chosen power by bowl temp 0.2/0.5/0.65/0.8/0.9:", POWER[greedy(probe)].tolist())
