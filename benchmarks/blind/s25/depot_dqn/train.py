import torch

from agent import Agent
from learner import Learner
from replay import Ring
from warehouse import ORDER_SIZES, Warehouses

SETTINGS = {
    "depots": 64,
    "updates": 1200,
    "batch": 128,
    "sync_every": 100,
    "optimizer": ("Adam", {"lr": 1e-3}),
}


@torch.no_grad()
def rollout(agent, days, seed, policy="greedy"):
    gen = torch.Generator().manual_seed(seed)
    env = Warehouses(256, gen)
    obs = env.reset()
    total = torch.zeros(256)
    for _ in range(days):
        if policy == "greedy":
            choice = agent.act(obs, 0.0, gen)
        else:
            choice = torch.full((256,), policy, dtype=torch.long)
        obs, reward = env.step(choice)
        total += reward
    return total.mean().item() / days


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(1)
    env = Warehouses(SETTINGS["depots"], gen)
    agent = Agent(obs_dim=3, n_choices=len(ORDER_SIZES))
    name, hyper = SETTINGS["optimizer"]
    learner = Learner(agent, name, **hyper)
    memory = Ring(20000, 3)

    print(f"daily reward: untrained {rollout(agent, 60, 7):.3f}, "
          f"fixed order of 4 {rollout(agent, 60, 7, policy=2):.3f}")
    obs = env.reset()
    for _ in range(40):
        choice = torch.randint(len(ORDER_SIZES), (SETTINGS["depots"],), generator=gen)
        next_obs, reward = env.step(choice)
        memory.extend(obs, choice, reward, next_obs)
        obs = next_obs

    running = 0.0
    for update in range(1, SETTINGS["updates"] + 1):
        epsilon = max(0.05, 1.0 - update / 600)
        choice = agent.act(obs, epsilon, gen)
        next_obs, reward = env.step(choice)
        memory.extend(obs, choice, reward, next_obs)
        obs = next_obs
        running += learner.update(memory.draw(SETTINGS["batch"], gen))
        if update % SETTINGS["sync_every"] == 0:
            agent.sync()
        if update % 400 == 0:
            print(f"update {update}: td {running / 400:.4f}, "
                  f"greedy daily reward {rollout(agent, 60, 7):.3f}")
            running = 0.0


if __name__ == "__main__":
    main()
