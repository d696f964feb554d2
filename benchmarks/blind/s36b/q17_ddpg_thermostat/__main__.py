import torch

from .agent import DDPGAgent, DDPGConfig
from .buffer import ReplayBuffer
from .env import RoomsEnv


def evaluate(agent, episodes_seed=123):
    env = RoomsEnv(64, seed=episodes_seed)
    obs, total = env.reset(), 0.0
    for _ in range(env.horizon):
        obs, rew, _ = env.step(agent.act(obs, explore=False))
        total += rew.mean().item()
    return total


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    env = RoomsEnv(16)
    agent = DDPGAgent(obs_dim=3, act_dim=1, cfg=DDPGConfig())
    buffer = ReplayBuffer(20000, 3, 1)
    print(f"episode  0 eval return {evaluate(agent):.2f}")
    for episode in range(1, 9):
        obs = env.reset()
        for _ in range(env.horizon):
            act = agent.act(obs)
            next_obs, rew, done = env.step(act)
            buffer.add_batch(obs, act, rew, next_obs, done)
            obs = next_obs
            if buffer.size >= 256:
                c_loss, a_loss = agent.update(buffer.sample(128))
        if episode % 2 == 0:
            print(f"episode {episode:2d} critic {c_loss:.4f} actor {a_loss:.3f} "
                  f"eval return {evaluate(agent):.2f}")


if __name__ == "__main__":
    main()
