import torch

from agent import ActorCritic
from env import SignMatchEnv
from nets import Policy, ValueNet


def transitions(env, agent, n_episodes):
    for _ in range(n_episodes):
        obs = env.reset()
        while True:
            action = agent.act(obs)
            next_obs, reward, done = env.step(action)
            yield obs, action, reward, next_obs, done
            obs = next_obs
            if bool(done[0]):
                break


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    env = SignMatchEnv(n_envs=32, obs_dim=4, horizon=5)
    agent = ActorCritic(Policy(4, 2), ValueNet(4))
    for epoch in range(3):
        rewards, critic_vals = [], []
        for obs, action, reward, next_obs, done in transitions(env, agent, 40):
            c, _ = agent.learn(obs, action, reward, next_obs, done)
            rewards.append(reward.mean().item())
            critic_vals.append(c)
        print(f"epoch {epoch}: mean reward {sum(rewards) / len(rewards):.3f} "
              f"critic mse {sum(critic_vals) / len(critic_vals):.4f}")
    return agent


if __name__ == "__main__":
    main()
