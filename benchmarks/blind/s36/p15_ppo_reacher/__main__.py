import argparse

import torch

from .env import PointReacher
from .policy import GaussianActorCritic
from .ppo import ppo_update
from .rollout import collect


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--envs", type=int, default=16)
    parser.add_argument("--steps", type=int, default=64)
    parser.add_argument("--iterations", type=int, default=40)
    parser.add_argument("--epochs", type=int, default=4)
    parser.add_argument("--lr", type=float, default=3e-3)
    args = parser.parse_args()
    torch.manual_seed(0)
    torch.set_num_threads(1)

    env = PointReacher(args.envs)
    agent = GaussianActorCritic(env.obs_dim, env.act_dim)
    optimizer = torch.optim.Adam(agent.parameters(), lr=args.lr, eps=1e-5)
    obs = env.reset()
    print(f"{args.envs} envs x {args.steps} steps per iteration, "
          f"initial distance to goal {obs[:, 2:].norm(dim=1).mean():.3f}")
    for it in range(args.iterations):
        batch, obs, finals = collect(env, agent, obs, args.steps)
        pi_loss, v_loss = ppo_update(agent, optimizer, batch, epochs=args.epochs)
        if it % 10 == 0 or it == args.iterations - 1:
            mean_final = sum(finals) / max(1, len(finals))
            print(f"iter {it:2d}  policy {pi_loss:+.4f}  value {v_loss:.4f}  "
                  f"final distance {mean_final:.3f}")


if __name__ == "__main__":
    main()
