import numpy as np
import torch


class PolicyEvaluator:
    """Greedy rollouts plus the critic's own estimate of the start-state value (to spot over-estimation)."""

    def __init__(self, env, episodes=4):
        self.env, self.episodes = env, episodes

    def evaluate(self, agent):
        agent.policy.eval()
        agent.critic.eval()
        returns, q0 = zip(*(self._rollout(agent.policy, agent.critic) for _ in range(self.episodes)))
        agent.policy.train()
        agent.critic.train()
        return float(np.mean(returns)), float(np.mean(q0))

    def _rollout(self, policy, critic):
        obs, done, total, q_start = self.env.reset(), False, 0.0, None
        while not done:
            obs_t = torch.as_tensor(obs).unsqueeze(0)
            action = policy(obs_t)
            if q_start is None:
                q_start = critic(obs_t, action).item()
            obs, reward, done = self.env.step(action[0].detach().numpy())
            total += reward
        return total, q_start
