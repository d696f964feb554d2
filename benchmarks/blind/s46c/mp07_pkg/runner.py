import torch


class Runner:
    def __init__(self, env, policy, buffer, horizon=256):
        self.env, self.policy, self.buffer, self.horizon = env, policy, buffer, horizon
        self.state = env.reset()
        self.ep_return, self.finished = 0.0, []

    @torch.no_grad()
    def collect(self):
        self.buffer.clear()
        for _ in range(self.horizon):
            action, logp, value = self.policy.act(self.state)
            next_state, reward, done = self.env.step(action)
            self.buffer.add(self.state, action, logp, reward, value, done)
            self.ep_return += reward
            self.state = next_state
            if done:
                self.finished.append(self.ep_return)
                self.state, self.ep_return = self.env.reset(), 0.0
        last_value = self.policy.critic(self.state.unsqueeze(0))[0, 0]
        return self.buffer.gae(last_value)
