import torch

from agent import PPOAgent, PPOConfig
from rollout import MatchEnv, collect


def main(iterations=6, rollout_size=256):
    torch.manual_seed(0)
    cfg = PPOConfig()
    env = MatchEnv(cfg.obs_dim, cfg.n_actions)
    agent = PPOAgent(cfg)
    for it in range(iterations):
        rollout = collect(env, agent.actor, rollout_size)
        pi_loss, v_loss = agent.update(rollout)
        print(f"iter {it}: mean reward {rollout.returns.mean():.3f} "
              f"pi_loss {pi_loss:.4f} v_loss {v_loss:.4f}")


if __name__ == "__main__":
    torch.set_num_threads(1)
    main()
