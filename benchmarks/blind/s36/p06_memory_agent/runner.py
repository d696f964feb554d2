import torch


class Runner:
    """Steps the vectorised environment and keeps the recurrent state between rollouts."""

    def __init__(self, env, agent, n_steps):
        self.env, self.agent, self.n_steps = env, agent, n_steps
        self.obs = env.reset()
        self.state = agent.initial_state(env.n)
        self.finished = []
        self._episode_return = torch.zeros(env.n)

    def collect(self):
        log_probs, values, rewards, masks, entropies = [], [], [], [], []
        state = self.state
        for _ in range(self.n_steps):
            dist, value, state = self.agent(self.obs, state)
            action = dist.sample()
            self.obs, reward, done = self.env.step(action)
            log_probs.append(dist.log_prob(action))
            entropies.append(dist.entropy())
            values.append(value)
            rewards.append(reward)
            masks.append(1.0 - done)
            state = state * (1.0 - done).unsqueeze(1)
            self._episode_return += reward
            for i in torch.nonzero(done).flatten().tolist():
                self.finished.append(self._episode_return[i].item())
                self._episode_return[i] = 0.0
        self.state = state
        with torch.no_grad():
            _, last_value, _ = self.agent(self.obs, state)
        return dict(log_probs=torch.stack(log_probs), values=torch.stack(values),
                    rewards=torch.stack(rewards), masks=torch.stack(masks),
                    entropy=torch.stack(entropies).mean(), last_value=last_value)
