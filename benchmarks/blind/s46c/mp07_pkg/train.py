import numpy as np
import torch

from .model import GaussianActorCritic
from .ppo import PPOTrainer
from .runner import Runner
from .storage import RolloutBuffer
from .yoyo import SleepingYoYo


def sanity_check(policy, env):
    with torch.no_grad():
        a, logp, v = policy.act(env.reset())
    assert a.shape == (env.act_dim,) and logp.dim() == 0 and v.dim() == 0


def main():
    torch.manual_seed(13)
    np.random.seed(13)
    torch.set_num_threads(1)
    env = SleepingYoYo(seed=13)
    policy = GaussianActorCritic(env.obs_dim, env.act_dim)
    sanity_check(policy, env)
    runner = Runner(env, policy, RolloutBuffer())
    trainer = PPOTrainer(policy)
    for it in range(12):
        advantages, returns = runner.collect()
        states, actions, old_logp = runner.buffer.tensors()
        loss = trainer.update(states, actions, old_logp, advantages, returns)
        recent = np.mean(runner.finished[-5:]) if runner.finished else float("nan")
        print(f"iter {it + 1:2d}  loss {loss:+.4f}  recent return {recent:7.3f}  std {policy.log_std.exp().item():.3f}")


if __name__ == "__main__":
    main()
