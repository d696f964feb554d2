import torch

from agent import CostToGo, Dispatcher
from grid import Microgrid
from rollout import Rollout
from update import actor_critic_update

ITERATIONS = 100
SITES = 64


def run_episode(env, actor, critic, greedy=False):
    obs = env.reset()
    rollout = Rollout()
    done = False
    while not done:
        with torch.no_grad():
            dist = actor(obs)
            action = dist.probs.argmax(-1) if greedy else dist.sample()
            value = critic(obs)
        next_obs, reward, done = env.step(action)
        rollout.add(obs, action, reward / 10.0, value)
        obs = next_obs
    return rollout


def daily_cost(env, actor, critic):
    rollout = run_episode(env, actor, critic, greedy=True)
    return -10.0 * torch.stack(rollout.rewards).sum(0).mean().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    env = Microgrid(SITES, seed=5)
    eval_env = Microgrid(64, seed=6)
    actor, critic = Dispatcher(), CostToGo()
    actor_opt = torch.optim.Adam(actor.parameters(), lr=3e-3)
    critic_opt = torch.optim.Adam(critic.parameters(), lr=1e-2)

    print(f"cost per site-day before: ${daily_cost(eval_env, actor, critic):.2f}")
    for it in range(ITERATIONS):
        batch = run_episode(env, actor, critic).finish()
        p_loss, v_loss = actor_critic_update(actor, critic, actor_opt, critic_opt, batch)
        if it % 20 == 19:
            print(f"iter {it + 1:3d}  policy {p_loss:+.3f}  value {v_loss:.3f}  cost ${daily_cost(eval_env, actor, critic):.2f}")
    print(f"cost per site-day after: ${daily_cost(eval_env, actor, critic):.2f}")


if __name__ == "__main__":
    main()
