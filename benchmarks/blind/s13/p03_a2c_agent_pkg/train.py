import torch

from agents import A2CAgent, Actor, Critic
from config import A2CConfig
from env import RandomWalkEnv


def main():
    torch.manual_seed(0)
    cfg = A2CConfig()
    env = RandomWalkEnv(cfg.obs_dim, cfg.n_actions)
    agent = A2CAgent(Actor(cfg.obs_dim, cfg.n_actions, cfg.hidden), Critic(cfg.obs_dim, cfg.hidden), cfg)
    obs = env.reset()
    for update in range(cfg.updates):
        states, actions, returns, obs = agent.collect(env, obs)
        pi_loss, v_loss = agent.update(states, actions, returns)
        if update % 10 == 0:
            print(f"update {update:3d}  pi {pi_loss:+.4f}  v {v_loss:.4f}  mean return {returns.mean():.3f}")


if __name__ == "__main__":
    main()
