import argparse

import torch

from .a2c import a2c_update
from .env import CueRecall
from .policy import RecurrentActorCritic
from .runner import Runner


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--envs", type=int, default=32)
    parser.add_argument("--rollout", type=int, default=8)
    parser.add_argument("--updates", type=int, default=300)
    parser.add_argument("--lr", type=float, default=3e-3)
    args = parser.parse_args()
    torch.manual_seed(0)
    torch.set_num_threads(1)

    env = CueRecall(args.envs)
    agent = RecurrentActorCritic(env.n_obs, env.n_actions)
    optimizer = torch.optim.RMSprop(agent.parameters(), lr=args.lr, alpha=0.99, eps=1e-5)
    runner = Runner(env, agent, args.rollout)
    for update in range(args.updates):
        rollout = runner.collect()
        pi_loss, v_loss = a2c_update(optimizer, list(agent.parameters()), rollout)
        if update % 50 == 0 or update == args.updates - 1:
            recent = runner.finished[-200:]
            mean_ret = sum(recent) / max(1, len(recent))
            print(f"update {update:3d}  policy {pi_loss:+.3f}  value {v_loss:.3f}  "
                  f"mean return {mean_ret:+.3f}")


if __name__ == "__main__":
    main()
