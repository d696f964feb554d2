import torch

from agent import A2CAgent
from env import DriftEnv
from nets import PolicyNet, ValueNet

CFG = dict(
    episodes=60,
    hidden=32,
    gamma=0.95,
    optimizer="Adam",
    actor_lr=3e-3,
    critic_lr=1e-2,
    entropy_coef=0.01,
)


def episodes(env, agent, n):
    for _ in range(n):
        obs, done = env.reset(), False
        rollout = {"obs": [], "actions": [], "rewards": []}
        while not done:
            action = agent.act(obs)
            next_obs, reward, done = env.step(action)
            rollout["obs"].append(obs)
            rollout["actions"].append(action)
            rollout["rewards"].append(reward)
            obs = next_obs
        yield rollout


def main(cfg=CFG):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    env = DriftEnv()
    agent = A2CAgent(PolicyNet(2, 2, cfg["hidden"]), ValueNet(2, cfg["hidden"]), cfg)
    for ep, rollout in enumerate(episodes(env, agent, cfg["episodes"])):
        actor_loss, critic_loss = agent.update(rollout)
        if (ep + 1) % 15 == 0:
            ret = sum(rollout["rewards"])
            print(f"episode {ep + 1}: return={ret:.3f} actor_loss={actor_loss:.4f} critic_loss={critic_loss:.4f}")


if __name__ == "__main__":
    main()
