import torch

from .agent import REDQAgent
from .env import AltitudeHold
from .replay import Replay

HP = {"n_heads": 6, "subset": 2, "utd": 4, "gamma": 0.95, "tau": 0.02, "batch": 64,
      "actor_lr": 1e-3, "critic_lr": 1e-3, "expl_noise": 0.2, "episodes": 16, "horizon": 60, "warmup": 300}


def rollout_return(agent, env, horizon, n=4):
    total = 0.0
    for _ in range(n):
        obs = env.reset()
        for _ in range(horizon):
            obs, r = env.step(agent.act(obs, explore=False))
            total += r
    return total / n


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    env = AltitudeHold()
    agent = REDQAgent(env.obs_dim, env.act_dim, HP)
    replay = Replay(10_000, env.obs_dim, env.act_dim)
    t = 0
    print(f"eval return before: {rollout_return(agent, env, HP['horizon']):.2f}")
    for ep in range(HP["episodes"]):
        obs = env.reset()
        for _ in range(HP["horizon"]):
            a = torch.empty(env.act_dim).uniform_(-1, 1) if t < HP["warmup"] else agent.act(obs)
            nxt, r = env.step(a)
            replay.store(obs=obs, act=a, rew=[r], next=nxt)
            obs, t = nxt, t + 1
            if t >= HP["warmup"]:
                q_loss, pi_loss = agent.learn(replay)
        if (ep + 1) % 4 == 0 and t >= HP["warmup"]:
            print(f"episode {ep + 1}: q_loss {q_loss:.4f} pi_loss {pi_loss:.3f} "
                  f"eval return {rollout_return(agent, env, HP['horizon']):.2f}")


if __name__ == "__main__":
    main()
