import functools

import torch

from .env import PointMass
from .learner import Replay, SACLearner
from .nets import SquashedGaussianActor, TwinQ


@torch.no_grad()
def rollout_return(policy, episodes_env):
    obs, total = episodes_env.reset(), 0.0
    for _ in range(episodes_env.horizon):
        act, _ = policy.sample(obs, deterministic=True)
        obs, rew, _ = episodes_env.step(act)
        total += rew.mean().item()
    return total


def main(updates=400, warmup=100, bs=128):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    env, probe = PointMass(), PointMass(n_envs=64)
    policy, critic = SquashedGaussianActor(2, 2), TwinQ(2, 2)
    agent = SACLearner(policy, critic, functools.partial(torch.optim.Adam, lr=3e-3))
    replay = Replay(20000, 2, 2)
    print(f"return before: {rollout_return(policy, probe):.2f}")
    obs = env.reset()
    for step in range(warmup + updates):
        with torch.no_grad():
            act = torch.empty(env.n, 2).uniform_(-1, 1) if step < warmup else policy.sample(obs)[0]
        nxt, rew, done = env.step(act)
        replay.add(obs=obs, act=act, rew=rew, nxt=nxt, done=done)
        obs = env.pos.clone()
        if step >= warmup:
            stats = agent.update(*replay.sample(bs))
            if (step - warmup) % 200 == 0:
                print(f"update {step - warmup:3d}  " + "  ".join(f"{k} {v:.3f}" for k, v in stats.items()))
    print(f"return after: {rollout_return(policy, probe):.2f}")


if __name__ == "__main__":
    main()
