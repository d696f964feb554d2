import numpy as np
import torch
import torch.nn as nn

from .evaluate import evaluate_policy
from .feeder import SwayingFeeder
from .policy import CounterweightPolicy
from .ppo_loss import clipped_ppo_loss
from .rollout import collect


def sanity_check(policy, env):
    states = torch.stack([env.reset() for _ in range(4)])
    actions = torch.zeros(4, env.act_dim)
    logp, values, ent = policy.evaluate(states, actions)
    logp.sum().backward()
    assert policy.log_std.grad is not None and policy.mu.weight.grad is not None
    print(f"sanity: logp {logp.detach().numpy().round(3)}  entropy {ent[0].item():.3f}")
    policy.zero_grad(set_to_none=True)


def main():
    torch.manual_seed(29)
    np.random.seed(29)
    torch.set_num_threads(1)
    env, eval_env = SwayingFeeder(seed=29), SwayingFeeder(seed=929)
    policy = CounterweightPolicy(env.obs_dim, env.act_dim)
    sanity_check(policy, env)
    optimizer = torch.optim.Adam(policy.parameters(), lr=3e-4)
    state, returns, kl_log = env.reset(), [], []
    for it in range(10):
        batch, state, finished = collect(env, policy, state, 250)
        returns += finished
        for _ in range(4):
            for idx in torch.randperm(250).split(50):
                loss, kl = clipped_ppo_loss(policy, {k: v[idx] for k, v in batch.items()})
                optimizer.zero_grad()
                loss.backward()
                nn.utils.clip_grad_norm_(policy.parameters(), 0.5)
                optimizer.step()
                kl_log.append(kl.item())
        if (it + 1) % 5 == 0:
            score, shift = evaluate_policy(policy, eval_env)
            print(f"iter {it + 1:2d}  train return {np.mean(returns[-5:]):6.2f}  eval {score:6.2f}  "
                  f"mean |shift| {shift:.3f}  kl {np.mean(kl_log[-20:]):.4f}")


if __name__ == "__main__":
    main()
