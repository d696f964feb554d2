import torch


class RolloutBuffer:
    def __init__(self):
        self.clear()

    def clear(self):
        self.states, self.actions, self.logprobs = [], [], []
        self.rewards, self.values, self.dones = [], [], []

    def add(self, state, action, logprob, reward, value, done):
        self.states.append(state)
        self.actions.append(action)
        self.logprobs.append(logprob)
        self.rewards.append(reward)
        self.values.append(value)
        self.dones.append(float(done))

    def gae(self, last_value, gamma=0.97, lam=0.95):
        values = torch.stack(self.values + [last_value])
        rewards, dones = torch.tensor(self.rewards), torch.tensor(self.dones)
        adv, running = torch.zeros_like(rewards), 0.0
        for t in reversed(range(len(rewards))):
            nonterminal = 1.0 - dones[t]
            delta = rewards[t] + gamma * values[t + 1] * nonterminal - values[t]
            running = delta + gamma * lam * nonterminal * running
            adv[t] = running
        return adv, adv + values[:-1]

    def tensors(self):
        return torch.stack(self.states), torch.stack(self.actions), torch.stack(self.logprobs)
