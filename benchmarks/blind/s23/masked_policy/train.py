import torch

from env import ShelfEnv
from policy import SlotPolicy
from reinforce import Reinforce


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    env = ShelfEnv(n_slots=8)
    agent = Reinforce(SlotPolicy(env.n_slots))
    for it in range(400):
        obs, legal = env.reset(batch=128)
        actions, log_prob, entropy = agent.act(obs, legal)
        reward, ratio = env.step(actions)
        agent.update(log_prob, entropy, reward)
        if it % 100 == 0:
            obs, legal = env.reset(batch=1000)
            _, greedy_ratio = env.step(agent.greedy(obs, legal))
            print(f"iter {it:3d}  sampled ratio {ratio.mean():.3f}  greedy ratio {greedy_ratio.mean():.3f}")


if __name__ == "__main__":
    main()
